import pg from 'pg';
import { drive } from './load.ts';
import { preparePlayers, scenarios } from './scenarios.ts';
import { machine, publish } from './report.ts';
import { createDatabase, freePort, startApi } from './servers.ts';

/**
 * Growth: the same calls on a database holding 1x, 10x and 100x a base of players, posts and
 * messages (generated in SQL), to see how feed page and chat turn latency grow with the data.
 * Base: 1,000 players, 100 extra posts, 20,000 messages. PostgreSQL only (PGlite is for one machine).
 */
const BASE = { players: 1_000, posts: 100, messages: 20_000 };
const FACTORS = (process.env.GROWTH_FACTORS ?? '1,10,100').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

export async function seedGrowth(
  url: string,
  factor: number,
): Promise<{ players: number; posts: number; messages: number }> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const chars = (
      await c.query<{ id: string }>('SELECT id FROM "Character" WHERE "inPack" ORDER BY "sortOrder"')
    ).rows.map((r) => r.id);
    const n = { players: BASE.players * factor, posts: BASE.posts * factor, messages: BASE.messages * factor };
    await c.query(
      `INSERT INTO "User" (id, email, "updatedAt") SELECT 'growth-' || i, 'growth' || i || '@example.com', now() FROM generate_series(1, $1::int) i`,
      [n.players],
    );
    await c.query(
      `INSERT INTO "Post" (id, "charId", description, images, "createdAt")
       SELECT 'growth-post-' || i, ($2::text[])[1 + i % array_length($2::text[], 1)], 'Growth post ' || i, 'growth.jpg', now() - make_interval(mins => i)
         FROM generate_series(1, $1::int) i`,
      [n.posts, chars],
    );
    await c.query(
      `INSERT INTO "Message" ("userId", "charId", "gameType", role, response, "createdAt")
       SELECT 'growth-' || (1 + i % $2::int), ($3::text[])[1 + i % array_length($3::text[], 1)], 'chat',
              CASE WHEN i % 2 = 0 THEN 'user' ELSE 'assistant' END, 'Growth message number ' || i, now() - make_interval(secs => i)
         FROM generate_series(1, $1::int) i`,
      [n.messages, n.players, chars],
    );
    await c.query('ANALYZE');
    return n;
  } finally {
    await c.end();
  }
}

const rows: string[] = [];
for (const factor of FACTORS) {
  const db = await createDatabase();
  const api = await startApi('postgres', await freePort(), { databaseUrl: db.url });
  try {
    const started = Date.now();
    const n = await seedGrowth(db.url, factor);
    const seededIn = ((Date.now() - started) / 1000).toFixed(0);
    const ctx = await preparePlayers(api.url, 50);
    for (const name of ['feed page', 'chat turn']) {
      const r = await drive(api.url, scenarios.find((s) => s.name === name)!, ctx, CONNECTIONS, SECONDS);
      const line = `| ${factor}x | ${n.players} | ${n.posts} | ${n.messages} | ${name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} / ${r.non2xx} |`;
      rows.push(line);
      console.log(line, `(seeded in ${seededIn} s)`);
    }
  } finally {
    await api.stop();
    await db.drop();
  }
}
const table = [
  `${SECONDS} s per call, ${CONNECTIONS} connections, PostgreSQL; extra players/posts/messages generated in SQL on top of the demo pack.`,
  '',
  '| data | players | extra posts | messages | call | req/s | p50 ms | p99 ms | errors / non-2xx |',
  '|---|---:|---:|---:|---|---:|---:|---:|---:|',
  ...rows,
].join('\n');
console.log(table);
publish('growth', `Measured by \`bench:growth\` on ${machine}.\n\n${table}`);
