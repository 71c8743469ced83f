CREATE TABLE "store_accounts" (
	"token" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_accounts_userId_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "store_accounts" ADD CONSTRAINT "store_accounts_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;