CREATE TABLE "guardian_consents" (
	"match_id" uuid NOT NULL,
	"ward_id" text NOT NULL,
	"status" text NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"sent_until" timestamp with time zone,
	CONSTRAINT "guardian_consents_match_id_ward_id_pk" PRIMARY KEY("match_id","ward_id"),
	CONSTRAINT "guardian_consents_status_valid" CHECK ("guardian_consents"."status" in ('asked', 'agreed', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "guardians" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"token_hash" text,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardians_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "guardian_consents" ADD CONSTRAINT "guardian_consents_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_consents" ADD CONSTRAINT "guardian_consents_ward_id_profiles_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardians" ADD CONSTRAINT "guardians_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guardian_consents_status_index" ON "guardian_consents" USING btree ("status");