/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, once, at the highest
 * levels: the API serves them as they are to clients that accept them (@fastify/static preCompressed).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = join(import.meta.dirname, '..', 'dist');
const TEXT = /\.(js|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT.test(entry.name)) yield path;
  }
}

let raw = 0;
let brotli = 0;
for (const path of files(DIST)) {
  if (statSync(path).size < MIN_BYTES) continue;
  const body = readFileSync(path);
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  raw += body.length;
  brotli += br.length;
}
console.log(`compressed ${(raw / 1024).toFixed(0)} KiB of text to ${(brotli / 1024).toFixed(0)} KiB (brotli)`);
