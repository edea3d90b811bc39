-- The operator's console (issue 19): suspensions and bans on the player, hidden chat lines, model tokens
-- per tier and day for the dashboard, and the moderation log, which the database itself keeps from being
-- edited or deleted (a trigger refuses UPDATE and DELETE).

-- AlterTable
ALTER TABLE "User" ADD COLUMN "suspendedUntil" TIMESTAMP(3);
ALTER TABLE "User" ADD COLUMN "bannedAt" TIMESTAMP(3);
ALTER TABLE "User" ADD COLUMN "warningSeenAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Message" ADD COLUMN "hidden" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "ModelUsage" (
    "day" TEXT NOT NULL,
    "tier" INTEGER NOT NULL,
    "tokens" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "ModelUsage_pkey" PRIMARY KEY ("day","tier")
);

-- CreateTable
CREATE TABLE "ModerationLog" (
    "id" TEXT NOT NULL,
    "actorId" TEXT NOT NULL,
    "actorEmail" TEXT,
    "action" TEXT NOT NULL,
    "targetUserId" TEXT,
    "reportId" TEXT,
    "reason" TEXT NOT NULL DEFAULT '',
    "detail" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ModerationLog_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ModerationLog_createdAt_idx" ON "ModerationLog"("createdAt");
CREATE INDEX "ModerationLog_targetUserId_createdAt_idx" ON "ModerationLog"("targetUserId", "createdAt");

-- The log is append-only.
CREATE FUNCTION "moderation_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the moderation log cannot be changed';
END;
$$;
CREATE TRIGGER "ModerationLog_append_only" BEFORE UPDATE OR DELETE ON "ModerationLog"
  FOR EACH ROW EXECUTE FUNCTION "moderation_log_append_only"();
