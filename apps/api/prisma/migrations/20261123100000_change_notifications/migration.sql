-- Change notifications for the API's in-process caches (services/cache/change-feed.ts).
-- Every committed change to a player's rows, or to the pack's posts and characters, is announced on the
-- channel "app_changes" ("<Table>:<userId>", "<Table>:*" or "<Table>:updated"), so every API process (and a write from the
-- operator's command line) invalidates exactly what changed. NOTIFY is delivered only on commit.

-- A row of the player's own ("<Table>:<userId>"); the User table names the player by "id".
CREATE OR REPLACE FUNCTION app_notify_user_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('app_changes', 'User:' || CASE WHEN TG_OP = 'DELETE' THEN OLD."id" ELSE NEW."id" END);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION app_notify_player_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('app_changes', TG_TABLE_NAME || ':' || CASE WHEN TG_OP = 'DELETE' THEN OLD."userId" ELSE NEW."userId" END);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

-- Rows added or removed: "<Table>:*"; rows updated in place (a post's like counter): "<Table>:updated".
CREATE OR REPLACE FUNCTION app_notify_table_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('app_changes', TG_TABLE_NAME || CASE WHEN TG_OP = 'UPDATE' THEN ':updated' ELSE ':*' END);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

-- Only what a permission check reads: a visit (lastSeenAt) announces nothing.
CREATE TRIGGER "User_changes" AFTER INSERT OR DELETE ON "User"
  FOR EACH ROW EXECUTE FUNCTION app_notify_user_change();
CREATE TRIGGER "User_updates" AFTER UPDATE ON "User"
  FOR EACH ROW WHEN (
    (OLD."email", OLD."passwordHash", OLD."emailVerified", OLD."role", OLD."tokenVersion", OLD."tags"::text, OLD."language",
     OLD."tosConsent", OLD."subscribeStarEmail", OLD."subscribeStarId", OLD."patreonId")
    IS DISTINCT FROM
    (NEW."email", NEW."passwordHash", NEW."emailVerified", NEW."role", NEW."tokenVersion", NEW."tags"::text, NEW."language",
     NEW."tosConsent", NEW."subscribeStarEmail", NEW."subscribeStarId", NEW."patreonId")
  ) EXECUTE FUNCTION app_notify_user_change();
CREATE TRIGGER "Subscription_changes" AFTER INSERT OR UPDATE OR DELETE ON "Subscription"
  FOR EACH ROW EXECUTE FUNCTION app_notify_player_change();
CREATE TRIGGER "PostLike_changes" AFTER INSERT OR UPDATE OR DELETE ON "PostLike"
  FOR EACH ROW EXECUTE FUNCTION app_notify_player_change();
CREATE TRIGGER "Follow_changes" AFTER INSERT OR UPDATE OR DELETE ON "Follow"
  FOR EACH ROW EXECUTE FUNCTION app_notify_player_change();
CREATE TRIGGER "PlayerCharacter_changes" AFTER INSERT OR UPDATE OR DELETE ON "PlayerCharacter"
  FOR EACH ROW EXECUTE FUNCTION app_notify_player_change();

CREATE TRIGGER "Post_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Post"
  FOR EACH STATEMENT EXECUTE FUNCTION app_notify_table_change();
CREATE TRIGGER "Character_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Character"
  FOR EACH STATEMENT EXECUTE FUNCTION app_notify_table_change();
