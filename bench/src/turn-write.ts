/**
 * A chat turn's write on PostgreSQL alone, as before and after issue 20, side by side in alternating
 * 4-second phases on one database: the state, a message and the player's progress in one statement from
 * 50 players at once. "Before" rewrote the progress row on every turn and every rewrite fired the change
 * notification (a NOTIFY serialises the committing transactions); "after" rewrites it only when the score
 * or the meter moved (most turns move neither), and the trigger announces only what a cache holds.
 *   npx pnpm@10.34.8 --filter @app/bench bench:turn-write
 */
import pg from 'pg';
import { baselineBeside } from './baseline.ts';
import { machine, publish } from './report.ts';
import { preparePlayers } from './scenarios.ts';
import { freePort, startApi } from './servers.ts';

const PHASE_SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = 3;

const statement = (onlyWhenChanged: boolean) => `WITH updated AS (
   UPDATE "GameState" SET "state" = "state", "version" = "version" + 1, "updatedAt" = now()
    WHERE "userId" = $1 AND "charId" = $2 AND "gameType" = 'chat' RETURNING 1 AS ok
 ), messages AS (
   INSERT INTO "Message" ("userId", "charId", "gameType", "role", "response", "createdAt")
   SELECT $1, $2, 'chat', 'user', 'You look lovely tonight', now() FROM updated RETURNING 1
 ), progress AS (
   INSERT INTO "PlayerCharacter" ("userId", "charId", "score", "meter", "updatedAt") SELECT $1, $2, 6, 10, now() FROM updated
   ON CONFLICT ("userId", "charId") DO UPDATE SET "score" = EXCLUDED."score", "meter" = EXCLUDED."meter", "updatedAt" = EXCLUDED."updatedAt"
   ${onlyWhenChanged ? 'WHERE ("PlayerCharacter"."score", "PlayerCharacter"."meter") IS DISTINCT FROM (EXCLUDED."score", EXCLUDED."meter")' : ''}
   RETURNING 1
 ) SELECT count(*) FROM updated`;

let api = await startApi('postgres', await freePort());
const ctx = await preparePlayers(api.url, 50);
// every player has a game (the API played its first turn)
api = (await baselineBeside('postgres', api, new Map(), ctx)).api;
const pool = new pg.Pool({ connectionString: api.databaseUrl, max: 20 });
try {
  const games = (await pool.query<{ userId: string; charId: string }>(`SELECT "userId", "charId" FROM "GameState"`))
    .rows;
  const phase = async (before: boolean): Promise<number> => {
    // The trigger as it was: every update of the row announced.
    if (before)
      await pool.query(
        `CREATE TRIGGER "bench_before" AFTER UPDATE ON "PlayerCharacter" FOR EACH ROW EXECUTE FUNCTION app_notify_player_change()`,
      );
    const text = statement(!before);
    const name = before ? 'bench_write_before' : 'bench_write_after';
    let writes = 0;
    const end = Date.now() + PHASE_SECONDS * 1000;
    await Promise.all(
      games.map(async (g) => {
        while (Date.now() < end) {
          await pool.query({ name, text, values: [g.userId, g.charId] });
          writes++;
        }
      }),
    );
    if (before) await pool.query(`DROP TRIGGER "bench_before" ON "PlayerCharacter"`);
    return writes / PHASE_SECONDS;
  };
  const rows: string[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const before = await phase(true);
    const after = await phase(false);
    rows.push(`| ${round} | ${before.toFixed(0)} | ${after.toFixed(0)} | ${(after / before).toFixed(2)}x |`);
    console.log(rows.at(-1));
  }
  const out = `Measured by \`bench:turn-write\` on ${machine}: ${games.length} players writing at once through a pool of 20 connections, ${PHASE_SECONDS} s per phase, the phases alternating on one PostgreSQL database.\n\n| round | before: writes/s | after: writes/s | after ÷ before |\n|---:|---:|---:|---:|\n${rows.join('\n')}\n`;
  console.log(out);
  publish('turn-write', out);
} finally {
  await pool.end();
  await api.stop();
}
