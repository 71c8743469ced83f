-- Every write that can change what a Discover page shows announces whose page or card it touched
-- (decision 600): the instances keep pages in memory and drop those the announcement names. A
-- trigger, not the writers: a path that forgot would leave a page showing what the rules now hide.
-- NOTIFY is delivered on commit, and not at all on rollback.
CREATE FUNCTION "announce_page_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched text;
BEGIN
  -- TG_ARGV names the statement's profile id columns; "changed_rows" is its transition table.
  -- Past a hundred profiles (a bulk write) the payload's 8,000 bytes would not hold them: '*'
  -- drops every page.
  EXECUTE format(
    'SELECT CASE WHEN count(DISTINCT id) > 100 THEN ''*'' ELSE string_agg(DISTINCT id, '','') END
       FROM (SELECT unnest(ARRAY[%s]::text[]) AS id FROM changed_rows) ids',
    (SELECT string_agg(quote_ident(name), ', ') FROM unnest(TG_ARGV) AS name)
  ) INTO touched;
  IF touched IS NOT NULL THEN
    PERFORM pg_notify('page_changes', touched);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- What can put someone on pages that never named them announces '*', every page: a new member,
-- a change of who may see them or of where they rank (decision 480's columns, but the activity
-- that only breaks ties), and any faith answer or filter, which decide the musts and wishes both
-- ways.
CREATE FUNCTION "announce_every_page"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows) THEN
    PERFORM pg_notify('page_changes', '*');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "announce_profile_updates"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched text;
BEGIN
  IF EXISTS (
    SELECT 1 FROM old_rows o JOIN changed_rows n USING ("id")
    WHERE (o."is_active", o."sex", o."birthday", o."height", o."country", o."verified_at",
           o."faith_codes", o."faith_must_excluded", o."faith_must_languages", o."faith_wish_values",
           o."faith_wish_languages")
      IS DISTINCT FROM
          (n."is_active", n."sex", n."birthday", n."height", n."country", n."verified_at",
           n."faith_codes", n."faith_must_excluded", n."faith_must_languages", n."faith_wish_values",
           n."faith_wish_languages")
  ) THEN
    PERFORM pg_notify('page_changes', '*');
    RETURN NULL;
  END IF;
  SELECT CASE WHEN count(*) > 100 THEN '*' ELSE string_agg("id", ',') END INTO touched FROM changed_rows;
  IF touched IS NOT NULL THEN
    PERFORM pg_notify('page_changes', touched);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "profiles_announce_insert" AFTER INSERT ON "profiles" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "announce_every_page"();--> statement-breakpoint
CREATE TRIGGER "profiles_announce_update" AFTER UPDATE ON "profiles" REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "announce_profile_updates"();--> statement-breakpoint
DO $$
DECLARE
  spec record;
  op text;
BEGIN
  FOR spec IN SELECT * FROM (VALUES
    ('profiles', '"id"', ARRAY['DELETE']),
    ('profile_pictures', '"profile_id"', ARRAY['INSERT', 'UPDATE', 'DELETE']),
    ('discovery_runs', '"profile_id"', ARRAY['INSERT', 'UPDATE', 'DELETE']),
    ('profile_actions', '"from_profile_id", "to_profile_id"', ARRAY['INSERT', 'UPDATE', 'DELETE']),
    ('favorited_profiles', '"user_id", "favorited_id"', ARRAY['INSERT', 'UPDATE', 'DELETE']),
    ('blocked_profiles', '"blocker_id", "blocked_id"', ARRAY['INSERT', 'UPDATE', 'DELETE']),
    ('picture_reveals', '"revealer_id", "viewer_id"', ARRAY['INSERT', 'UPDATE', 'DELETE']),
    ('matches', '"profile1_id", "profile2_id"', ARRAY['INSERT', 'UPDATE', 'DELETE'])
  ) AS t(tab, cols, ops) LOOP
    FOREACH op IN ARRAY spec.ops LOOP
      -- A trigger with a transition table answers one kind of statement only.
      EXECUTE format(
        'CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "announce_page_changes"(%s)',
        spec.tab || '_announce_' || lower(op), op, spec.tab,
        CASE op WHEN 'DELETE' THEN 'OLD' ELSE 'NEW' END,
        replace(spec.cols, '"', '''')
      );
    END LOOP;
  END LOOP;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  tab text;
  op text;
BEGIN
  FOREACH tab IN ARRAY ARRAY['profile_faith', 'discovery_filters'] LOOP
    FOREACH op IN ARRAY ARRAY['INSERT', 'UPDATE', 'DELETE'] LOOP
      EXECUTE format(
        'CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "announce_every_page"()',
        tab || '_announce_' || lower(op), op, tab, CASE op WHEN 'DELETE' THEN 'OLD' ELSE 'NEW' END
      );
    END LOOP;
  END LOOP;
END
$$;
