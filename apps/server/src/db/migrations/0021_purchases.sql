CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"payment_ref" text,
	"pack_id" text NOT NULL,
	"tokens" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reversed_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"credited_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	CONSTRAINT "purchases_status_valid" CHECK ("purchases"."status" in ('pending', 'credited', 'reversed')),
	CONSTRAINT "purchases_provider_valid" CHECK ("purchases"."provider" in ('stripe', 'apple', 'google')),
	CONSTRAINT "purchases_tokens_positive" CHECK ("purchases"."tokens" > 0)
);
--> statement-breakpoint
ALTER TABLE "profiles" DROP CONSTRAINT "profiles_token_balance_non_negative";--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_id" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_provider_external_id" ON "purchases" USING btree ("provider","external_id");--> statement-breakpoint
CREATE INDEX "purchases_user_id_created_at_index" ON "purchases" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "purchases_payment_ref_index" ON "purchases" USING btree ("payment_ref");