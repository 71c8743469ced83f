-- Ledger rows say what they are (decision 305): a kind and its parameters, beside the English
-- description. Existing rows are recognised from their descriptions, as the wallet used to read
-- them; a row that matches nothing stays 'other' and is shown with its description.
ALTER TABLE "token_transactions" ADD COLUMN "kind" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "token_transactions" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "token_transactions" AS t
SET "kind" = v.kind
FROM (VALUES
  ('welcome', 'Welcome tokens'),
  ('weekly_top_up', 'Weekly token top-up'),
  ('operator_grant', 'Tokens from the Mithaq team'),
  ('demo_grant', 'Demo community tokens')
) AS v(kind, description)
WHERE t."kind" = 'other' AND t."type" = 'grant' AND t."description" = v.description;--> statement-breakpoint
-- Each sentence about another member, split around the name: 'Chat unlock with ' || name || ''.
UPDATE "token_transactions" AS t
SET "kind" = v.kind,
  "params" = jsonb_build_object(
    'name',
    substr(t."description", length(v.before) + 1, length(t."description") - length(v.before) - length(v.after))
  )
FROM (VALUES
  ('payment', 'payment', 'Chat unlock with ', ''),
  ('express_payment', 'express_payment', 'Express chat unlock with ', ''),
  ('refund', 'refund', 'Refund: chat with ', ' was not unlocked'),
  ('payment_penalty', 'penalty', 'Penalty: chat with ', ' was not unlocked in time'),
  ('response_penalty', 'penalty', 'Penalty: no reply to ', ' in time'),
  ('unmatch_fee', 'unmatch_fee', 'Unmatch fee (', ')'),
  ('rematch', 'rematch', 'Rematch with ', '')
) AS v(kind, type, before, after)
WHERE t."kind" = 'other'
  AND t."type" = v.type
  AND length(t."description") > length(v.before) + length(v.after)
  AND left(t."description", length(v.before)) = v.before
  AND right(t."description", length(v.after)) = v.after;--> statement-breakpoint
-- The named member's sex, for the languages whose words agree with it: the other profile of the
-- match the row belongs to (its reference). Rows whose match is gone keep the name only.
UPDATE "token_transactions" AS t
SET "params" = t."params" || jsonb_build_object('sex', p."sex")
FROM "matches" AS m, "profiles" AS p
WHERE t."kind" IN ('payment', 'express_payment', 'refund', 'payment_penalty', 'response_penalty', 'unmatch_fee', 'rematch')
  AND NOT (t."params" ? 'sex')
  AND m."id"::text = t."reference_id"
  AND t."user_id" IN (m."profile1_id", m."profile2_id")
  AND p."id" = CASE WHEN m."profile1_id" = t."user_id" THEN m."profile2_id" ELSE m."profile1_id" END
  AND p."sex" IN ('male', 'female');
