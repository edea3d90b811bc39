-- The running chat summary leaves the game state's JSON for columns of its own: a background job
-- writes them (jobs/runner.ts, chat-summary) while a turn writes "state", so neither overwrites the other.
ALTER TABLE "GameState" ADD COLUMN "summary" TEXT NOT NULL DEFAULT '',
  ADD COLUMN "summaryUpTo" BIGINT NOT NULL DEFAULT 0;

UPDATE "GameState"
   SET "summary" = COALESCE("state"->'memory'->>'summary', ''),
       "summaryUpTo" = CASE WHEN "state"->'memory'->>'upTo' ~ '^[0-9]{1,18}$' THEN ("state"->'memory'->>'upTo')::bigint ELSE 0 END,
       "state" = "state" #- '{memory,summary}' #- '{memory,upTo}'
 WHERE "state"->'memory' ? 'summary' OR "state"->'memory' ? 'upTo';
