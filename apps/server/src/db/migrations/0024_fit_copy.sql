ALTER TABLE "profiles" ADD COLUMN "fit_xid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "profiles_fit_xid_idx" ON "profiles" USING btree ("fit_xid");--> statement-breakpoint
-- Every write of what the feed ranks on records its transaction (decision 540). A trigger, not
-- the writers: a path that forgot would leave every instance's copy stale without a sound.
CREATE FUNCTION "profiles_fit_xid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."fit_xid" := pg_current_xact_id()::text::bigint;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "profiles_fit_xid" BEFORE INSERT OR UPDATE OF "is_active", "sex", "birthday", "height", "country", "verified_at", "last_active_at", "faith_codes", "faith_must_excluded", "faith_must_languages", "faith_wish_values", "faith_wish_languages" ON "profiles" FOR EACH ROW EXECUTE FUNCTION "profiles_fit_xid"();
