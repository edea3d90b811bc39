-- A player's progress row announces an update only when something the caches hold changed: the character
-- list (services/social/character-list-cache.ts) shows score, meter and the per-character tags, never
-- updatedAt. A chat turn rewrites the row on most turns; every NOTIFY serialises the committing
-- transactions on the notification queue, which halved the database's throughput of that write.
DROP TRIGGER "PlayerCharacter_changes" ON "PlayerCharacter";
CREATE TRIGGER "PlayerCharacter_changes" AFTER INSERT OR DELETE ON "PlayerCharacter"
  FOR EACH ROW EXECUTE FUNCTION app_notify_player_change();
CREATE TRIGGER "PlayerCharacter_updates" AFTER UPDATE ON "PlayerCharacter"
  FOR EACH ROW WHEN (
    (OLD."userId", OLD."charId", OLD."score", OLD."meter", OLD."tags")
    IS DISTINCT FROM
    (NEW."userId", NEW."charId", NEW."score", NEW."meter", NEW."tags")
  ) EXECUTE FUNCTION app_notify_player_change();
