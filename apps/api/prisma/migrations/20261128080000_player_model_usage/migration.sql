-- Model tokens per player, character and UTC day (issue 18): the daily token ceiling per tier reads
-- today's rows of a player, `pnpm admin usage` lists the top spenders. "ModelUsage" (per tier) stays for the dashboard.
CREATE TABLE "PlayerModelUsage" (
    "userId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "charId" TEXT NOT NULL,
    "tier" INTEGER NOT NULL,
    "promptTokens" BIGINT NOT NULL DEFAULT 0,
    "completionTokens" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "PlayerModelUsage_pkey" PRIMARY KEY ("userId","day","charId")
);

CREATE INDEX "PlayerModelUsage_day_idx" ON "PlayerModelUsage"("day");

ALTER TABLE "PlayerModelUsage" ADD CONSTRAINT "PlayerModelUsage_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
