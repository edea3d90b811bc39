import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The encodings answers are compressed with, the first preferred when the client accepts several. */
export const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
/** Answers under this size go as they are. */
export const COMPRESS_THRESHOLD = 1024;
/** Brotli at a fast level: an answer is compressed while the player waits. */
export const BROTLI_OPTIONS = { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } };

/** @fastify/compress's options (server.ts): compressed answers here and there are the same. */
export const compressOptions = {
  threshold: COMPRESS_THRESHOLD,
  encodings: [...ENCODINGS],
  brotliOptions: BROTLI_OPTIONS,
};

/** The encoding @fastify/compress would pick for this request, or null to answer uncompressed. */
function encodingFor(req: FastifyRequest): Encoding | null {
  if (req.headers['x-no-compression'] !== undefined) return null;
  const accepted = req.headers['accept-encoding'];
  if (accepted == null) return null;
  // as @fastify/compress reads it: "*" and x-gzip count as gzip
  return negotiate(accepted.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), [...ENCODINGS]) as Encoding | null;
}

const encoded = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

/**
 * Sends a cached answer's JSON (the same Buffer for every request it answers), compressed once per
 * encoding and kept with it: the players' browsers ask for brotli on every call, and compressing the
 * same bytes again on each was most of the CPU of a cached read. Headers as @fastify/compress sets them;
 * it passes an answer that already has a Content-Encoding through.
 */
export function sendJson(req: FastifyRequest, reply: FastifyReply, json: Buffer): FastifyReply {
  reply.type('application/json; charset=utf-8');
  const encoding = json.length >= COMPRESS_THRESHOLD ? encodingFor(req) : null;
  if (!encoding) return reply.send(json);
  let byEncoding = encoded.get(json);
  if (!byEncoding) encoded.set(json, (byEncoding = {}));
  const body = (byEncoding[encoding] ??= encoding === 'br' ? brotliCompressSync(json, BROTLI_OPTIONS) : gzipSync(json));
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!String(vary).includes('accept-encoding')) reply.header('vary', `${String(vary)}, accept-encoding`);
  return reply.header('content-encoding', encoding).send(body);
}
