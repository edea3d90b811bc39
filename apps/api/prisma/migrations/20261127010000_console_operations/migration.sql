-- The console's dashboard and content view (issue 19): background jobs that failed for good, counted per
-- day and job (no payload: a mail job holds its links' secrets), the last attempt to load the content
-- pack with what failed validation, and an index for the dashboard's "turns in the last 24 hours".

-- CreateTable
CREATE TABLE "JobFailure" (
    "day" TEXT NOT NULL,
    "job" TEXT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "JobFailure_pkey" PRIMARY KEY ("day","job")
);

-- CreateTable
CREATE TABLE "ContentCheck" (
    "id" TEXT NOT NULL,
    "ok" BOOLEAN NOT NULL,
    "problems" JSONB NOT NULL DEFAULT '[]',
    "checkedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ContentCheck_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Message_createdAt_idx" ON "Message"("createdAt");
