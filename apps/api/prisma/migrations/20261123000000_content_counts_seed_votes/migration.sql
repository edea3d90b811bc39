-- AlterTable: counts of the pack record, kept beside it so lists and stats never read "data"
ALTER TABLE "Character" ADD COLUMN "locationCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "poseCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "futaPoses" BOOLEAN NOT NULL DEFAULT false;

-- Backfill the rows of a pack loaded before this migration (an unchanged pack is not re-loaded).
UPDATE "Character" SET
  "locationCount" = COALESCE(jsonb_array_length(CASE WHEN jsonb_typeof("data"->'locations') = 'array' THEN "data"->'locations' END), 0),
  "poseCount" = COALESCE(jsonb_array_length(CASE WHEN jsonb_typeof("data"->'poses') = 'array' THEN "data"->'poses' END), 0),
  "futaPoses" = CASE WHEN jsonb_typeof("data"->'poses') = 'array'
    THEN EXISTS (SELECT 1 FROM jsonb_array_elements("data"->'poses') AS p WHERE jsonb_typeof(p->'futa') = 'boolean')
    ELSE false END;

-- AlterTable: seeded score per option of a hub post (from the pack), not anyone's vote
ALTER TABLE "HubPost" ADD COLUMN "seedTally" JSONB NOT NULL DEFAULT '[]';
