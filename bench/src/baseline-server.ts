/**
 * The minimal baseline of the database-bound calls (issue 20): a bare Node HTTP server on the plain driver
 * (`pg`, or PGlite in-process for the embedded database) that does the least database work each call needs
 * and answers the API's recorded bytes. Run as a child process by baseline.ts, on the API's own database
 * (PostgreSQL) or a copy of its data folder (PGlite):
 *   - a chat turn: the player's progress and game state in one read, then ONE statement writing the state
 *     (version-checked) and the turn's two messages;
 *   - the hub list: posts, tallies and the caller's vote in one query, serialised;
 *   - a login: one argon2id verification with the API's parameters, no database.
 * Statements are prepared once per connection (named), the cheapest way the driver offers.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import argon2 from 'argon2';
import pg from 'pg';

interface Answer {
  status: number;
  body: string;
}

const answers = new Map(
  Object.entries(JSON.parse(readFileSync(process.env.BASELINE_ANSWERS!, 'utf8')) as Record<string, Answer>).map(
    ([key, a]) => [key, { status: a.status, body: Buffer.from(a.body, 'base64') }],
  ),
);

type Query = (name: string, text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

async function openQuery(): Promise<Query> {
  if (process.env.BASELINE_DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.BASELINE_DATABASE_URL, max: 20 });
    pool.on('error', () => {});
    return async (name, text, values) => (await pool.query<Record<string, unknown>>({ name, text, values })).rows;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(process.env.BASELINE_PGLITE_DIR!);
  return async (_name, text, params) => (await db.query<Record<string, unknown>>(text, params)).rows;
}

const query = await openQuery();

// The same settings as apps/api/src/services/accounts/passwords.ts (argon2id, m = 19 MiB, t = 2, p = 1).
const ARGON2 = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const storedHash = await argon2.hash(process.env.BASELINE_PASSWORD ?? 'BenchPass123', ARGON2);

/** The player behind a bearer token, read from its claims (the API checks the signature; the baseline does no work it can skip). */
const players = new Map<string, string>();
function playerOf(req: IncomingMessage): string {
  const token = (req.headers.authorization ?? '').slice('Bearer '.length);
  let id = players.get(token);
  if (id === undefined) {
    id = (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { user: string }).user;
    players.set(token, id);
  }
  return id;
}

const READ_TURN = `SELECT pc."score", pc."tags", g."state", g."version"
   FROM (SELECT 1) AS one
   LEFT JOIN "PlayerCharacter" pc ON pc."userId" = $1 AND pc."charId" = $2
   LEFT JOIN "GameState" g ON g."userId" = $1 AND g."charId" = $2 AND g."gameType" = 'chat'`;

const WRITE_TURN = `WITH written AS (
   UPDATE "GameState" SET "state" = $3::jsonb, "version" = "version" + 1, "updatedAt" = $4::timestamp(3)
    WHERE "userId" = $1 AND "charId" = $2 AND "gameType" = 'chat' AND "version" = $5::int
   RETURNING 1 AS ok
 ), messages AS (
   INSERT INTO "Message" ("userId", "charId", "gameType", "role", "response", "createdAt")
   SELECT $1, $2, 'chat', m."role", m."response", $4::timestamp(3) FROM written, (VALUES ('user', $6::text), ('assistant', $7::text)) AS m("role", "response")
   RETURNING 1
 )
 SELECT count(*)::int AS "written" FROM written`;

const HUB_LIST = `SELECT h."id", h."description", h."descriptionTrans", h."tags", h."options", h."endTimestamp", h."critical", h."createdAt", h."seedTally",
        (SELECT json_agg(json_build_array(t."option", t."score")) FROM
           (SELECT v."option", sum(v."score")::int AS "score" FROM "HubVote" v WHERE v."postId" = h."id" GROUP BY v."option") t) AS "sums",
        (SELECT json_build_object('option', o."option", 'score', o."score") FROM "HubVote" o WHERE o."postId" = h."id" AND o."userId" = $1) AS "own"
   FROM "HubPost" h
  WHERE h."critical" = false
  ORDER BY h."createdAt" DESC, h."id" DESC
  LIMIT 200`;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString()));
    req.on('error', reject);
  });
}

async function chatTurn(req: IncomingMessage, charId: string): Promise<void> {
  const { message } = JSON.parse(await readBody(req)) as { message: string };
  const userId = playerOf(req);
  for (let attempt = 0; attempt < 2; attempt++) {
    const row = (await query('baseline_read_turn', READ_TURN, [userId, charId]))[0];
    if (!row || row.version === null) return; // the bench's players played their first turn through the API
    const state = row.state as { counters: { turns: number } };
    state.counters.turns += 1;
    const written = await query('baseline_write_turn', WRITE_TURN, [
      userId,
      charId,
      JSON.stringify(state),
      new Date().toISOString().slice(0, 23).replace('T', ' '),
      row.version,
      message,
      'baseline reply',
    ]);
    if (Number(written[0]?.written) > 0) return;
  }
}

async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = (req.url ?? '').split('?')[0]!;
  const key = `${req.method} ${path}`;
  if (req.method === 'POST' && path.startsWith('/api/message/game/')) await chatTurn(req, path.slice(18));
  else if (key === 'GET /api/hubPost/all') JSON.stringify(await query('baseline_hub', HUB_LIST, [playerOf(req)]));
  else if (key === 'POST /api/auth/emailLogin') {
    const { password } = JSON.parse(await readBody(req)) as { password: string };
    await argon2.verify(storedHash, password);
  } else await readBody(req);
  const recorded = answers.get(key) ?? answers.get(`${req.method} *`);
  if (!recorded) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(recorded.status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': recorded.body.length,
  });
  res.end(recorded.body);
}

const server = createServer((req, res) => {
  answer(req, res).catch((error: unknown) => {
    res.writeHead(500).end(JSON.stringify({ error: String(error) }));
  });
});
server.listen(Number(process.env.BASELINE_PORT), '127.0.0.1', () => console.log('baseline ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
