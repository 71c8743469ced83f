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
-- and any faith answer or filter, which decide the musts and wishes both ways.
CREATE FUNCTION "announce_every_page"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows) THEN
    PERFORM pg_notify('page_changes', '*');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A profile's change of who may see it or of where it ranks (decision 480's columns, but the
-- activity that only breaks ties) can put it on pages that never named it: '*'. The ids of every
-- update are announced beside it by the generic trigger.
CREATE FUNCTION "announce_rank_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "profiles_announce_rank" AFTER UPDATE ON "profiles" REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "announce_rank_changes"();--> statement-breakpoint
DO $$
DECLARE
  spec record;
  op text;
BEGIN
  -- Each table, the trigger function with its arguments (the profile id columns), and the
  -- statements it answers.
  FOR spec IN SELECT * FROM (VALUES
    ('profiles', 'announce_every_page()', ARRAY['INSERT']),
    ('profiles', 'announce_page_changes(''id'')', ARRAY['UPDATE', 'DELETE']),
    ('profile_pictures', 'announce_page_changes(''profile_id'')', ARRAY['INSERT', 'UPDATE', 'DELETE']),
    ('discovery_runs', 'announce_page_changes(''profile_id'')', ARRAY['INSERT', 'UPDATE', 'DELETE']),
    ('profile_actions', 'announce_page_changes(''from_profile_id'', ''to_profile_id'')', ARRAY['INSERT', 'UPDATE', 'DELETE']),
    ('favorited_profiles', 'announce_page_changes(''user_id'', ''favorited_id'')', ARRAY['INSERT', 'UPDATE', 'DELETE']),
    ('blocked_profiles', 'announce_page_changes(''blocker_id'', ''blocked_id'')', ARRAY['INSERT', 'UPDATE', 'DELETE']),
    ('picture_reveals', 'announce_page_changes(''revealer_id'', ''viewer_id'')', ARRAY['INSERT', 'UPDATE', 'DELETE']),
    ('matches', 'announce_page_changes(''profile1_id'', ''profile2_id'')', ARRAY['INSERT', 'UPDATE', 'DELETE']),
    ('profile_faith', 'announce_every_page()', ARRAY['INSERT', 'UPDATE', 'DELETE']),
    ('discovery_filters', 'announce_every_page()', ARRAY['INSERT', 'UPDATE', 'DELETE'])
  ) AS t(tab, call, ops) LOOP
    FOREACH op IN ARRAY spec.ops LOOP
      -- A trigger with a transition table answers one kind of statement only.
      EXECUTE format(
        'CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION %s',
        spec.tab || '_announce_' || lower(op), op, spec.tab,
        CASE op WHEN 'DELETE' THEN 'OLD' ELSE 'NEW' END,
        spec.call
      );
    END LOOP;
  END LOOP;
END
$$;
