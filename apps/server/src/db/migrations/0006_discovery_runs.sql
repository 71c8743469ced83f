CREATE TABLE "discovery_runs" (
	"profile_id" text PRIMARY KEY NOT NULL,
	"high_at" timestamp with time zone NOT NULL,
	"high_id" text NOT NULL,
	"low_at" timestamp with time zone NOT NULL,
	"low_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discovery_runs" ADD CONSTRAINT "discovery_runs_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;