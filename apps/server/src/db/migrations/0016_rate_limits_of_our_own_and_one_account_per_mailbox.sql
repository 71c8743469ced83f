CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"resets_at" bigint NOT NULL
);
--> statement-breakpoint
DROP TABLE "rate_limits" CASCADE;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_canonical" text;--> statement-breakpoint
-- The accounts that exist get their mailbox written as lib/email-address.ts writes it (decision
-- 311). Where two accounts already share a mailbox, only the oldest gets it: the others keep a
-- null, which the unique constraint allows, and can still sign in.
UPDATE "users" SET "email_canonical" = "c"."canonical"
FROM (
	SELECT DISTINCT ON ("canonical") "id", "canonical"
	FROM (
		SELECT "id", "created_at",
			CASE
				WHEN "domain" IS NULL THEN "address"
				WHEN "domain" IN ('gmail.com', 'googlemail.com')
					THEN replace(split_part("local", '+', 1), '.', '') || '@gmail.com'
				WHEN "domain" IN ('outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'icloud.com', 'me.com', 'mac.com', 'proton.me', 'protonmail.com', 'pm.me', 'fastmail.com', 'yandex.com', 'yandex.ru')
					THEN split_part("local", '+', 1) || '@' || "domain"
				ELSE "address"
			END AS "canonical"
		FROM (
			SELECT "id", "created_at", "address",
				substring("address" from '^(.*)@[^@]*$') AS "local",
				substring("address" from '@([^@]*)$') AS "domain"
			FROM (SELECT "id", "created_at", lower(btrim("email")) AS "address" FROM "users") AS "a"
		) AS "parts"
	) AS "canonicals"
	ORDER BY "canonical", "created_at", "id"
) AS "c"
WHERE "users"."id" = "c"."id";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_emailCanonical_unique" UNIQUE("email_canonical");
