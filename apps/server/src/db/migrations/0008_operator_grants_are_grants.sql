-- The app sells no tokens: what the operator's add-tokens command credited was always a grant
-- (decision 120). Rows it wrote as purchases become grants; the default wording changes with them.
UPDATE "token_transactions"
SET "type" = 'grant',
  "description" = CASE WHEN "description" = 'Token purchase' THEN 'Tokens from the Mithaq team' ELSE "description" END
WHERE "type" = 'purchase';
