-- A suspension, a ban or its lifting changes what every permission check reads (services/players.ts):
-- the User update trigger of 20261123100000_change_notifications also announces these two columns, so
-- every API process's player cache drops the player at once.
DROP TRIGGER "User_updates" ON "User";
CREATE TRIGGER "User_updates" AFTER UPDATE ON "User"
  FOR EACH ROW WHEN (
    (OLD."email", OLD."passwordHash", OLD."emailVerified", OLD."role", OLD."tokenVersion", OLD."tags"::text, OLD."language",
     OLD."tosConsent", OLD."subscribeStarEmail", OLD."subscribeStarId", OLD."patreonId", OLD."suspendedUntil", OLD."bannedAt")
    IS DISTINCT FROM
    (NEW."email", NEW."passwordHash", NEW."emailVerified", NEW."role", NEW."tokenVersion", NEW."tags"::text, NEW."language",
     NEW."tosConsent", NEW."subscribeStarEmail", NEW."subscribeStarId", NEW."patreonId", NEW."suspendedUntil", NEW."bannedAt")
  ) EXECUTE FUNCTION app_notify_user_change();
