import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import formbody from '@fastify/formbody';
import compress from '@fastify/compress';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { characterIdOf, matchPage } from '@app/schema';
import { pickTrans } from '@app/game-engine';
import type { AppServices } from './app-services.ts';
import { appRouter, type AppRouter } from './trpc/root.ts';
import { createContext } from './trpc/context.ts';
import { registerRestRoutes } from './rest/adapter.ts';
import { restRoutes } from './rest/routes.ts';
import { requestInfo } from './http/request-info.ts';
import { metricsRefusal, metricsAccessOf, type Metrics } from './metrics.ts';
import { UNAVAILABLE_RETRY_AFTER, isUnavailable, refusalBody, retryAfterOf } from './errors.ts';
import { securityHeaders } from './http/security-headers.ts';
import { compressOptions } from './http/compression.ts';
import { RedactingLogController } from './log.ts';
import { trustOf } from './http/proxy-trust.ts';
import {
  createPageHead,
  pageTranslations,
  robotsTxt,
  sitemapXml,
  webManifest,
  type CharacterHead,
} from './http/site-pages.ts';

export interface ServerOptions {
  app: AppServices;
  /** Defaults to the app's own metrics (app.metrics), which the game's model and cache also record. */
  metrics?: Metrics;
  /** Built web app (index.html and assets); not served when absent. */
  webDist?: string;
  /** The content pack's translation files ({lang}.json): the pages' titles and descriptions in each language. */
  translationsDir?: string;
  /** Folders whose files are served under /public/. */
  mediaDirs?: string[];
  /** The image variants folder (DATA_DIR/media-variants), served under /public/_v/; not served when absent. */
  variantsDir?: string;
  /** Extra route plugins (payments, webhooks...). */
  plugins?: ((server: FastifyInstance) => Promise<void> | void)[];
  /** Log each request ("incoming request", "request completed"); by default on, except with NODE_ENV=test. */
  requestLogging?: boolean;
}

const API_BODY_LIMIT = 100 * 1024;
/** Hooks (so helmet) do not run for a URL the router cannot decode: that answer carries the strictest policy itself. */
const BARE_ERROR_HEADERS = {
  'content-security-policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

export async function buildServer(opts: ServerOptions): Promise<FastifyInstance> {
  const { app } = opts;
  const metrics = opts.metrics ?? app.metrics;
  const server = Fastify({
    loggerInstance: app.log as unknown as FastifyBaseLogger,
    genReqId: (req) =>
      typeof req.headers['x-request-id'] === 'string' && req.headers['x-request-id'].length <= 64
        ? req.headers['x-request-id']
        : randomUUID(),
    bodyLimit: API_BODY_LIMIT,
    trustProxy: trustOf(app.config) ?? false,
    routerOptions: { maxParamLength: 200 },
    // request URLs are logged with their query values redacted (log.ts)
    logController: new RedactingLogController({
      disableRequestLogging: !(opts.requestLogging ?? app.config.NODE_ENV !== 'test'),
    }),
    // A URL Fastify cannot decode (e.g. /api/character/get/%FF) answers in the API's error shape too.
    frameworkErrors: (_error, _req, reply) =>
      void (reply as FastifyReply)
        .status(400)
        .headers(BARE_ERROR_HEADERS)
        .send(refusalBody('request.malformedUrl', 'validation')),
  });

  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // No 'unsafe-inline': the page's styles are files; React and framer-motion set styles through the CSSOM, which CSP allows.
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(app.config.MEDIA_BASE_URL ? [app.config.MEDIA_BASE_URL] : [])],
        mediaSrc: ["'self'", 'blob:', ...(app.config.MEDIA_BASE_URL ? [app.config.MEDIA_BASE_URL] : [])],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Hooks that run for every request are plain functions (an async hook costs each request a promise),
  // and one hook does what every request needs: each hook is a step of Fastify's loop.
  server.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    reply.headers(headers);
    // An event stream (message.stream) goes out event by event: nginx would otherwise buffer it whole.
    if (req.headers.accept?.includes('text/event-stream')) reply.header('x-accel-buffering', 'no');
    // tRPC's Fastify adapter streams multipart bodies past the body limit into FormData: the API speaks JSON only.
    if (
      req.method === 'POST' &&
      req.url.startsWith('/trpc') &&
      /^\s*multipart\//i.test(req.headers['content-type'] ?? '')
    ) {
      return void reply.status(415).send(refusalBody('request.unsupportedMediaType', 'validation'));
    }
    done();
  });
  server.addHook('onResponse', (req, reply, done) => {
    metrics.httpDuration.observe(
      { method: req.method, route: req.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });

  await server.register(formbody);
  // Answers over 1 KB are compressed for clients that ask (brotli at a fast level, else gzip); the built web
  // app's files are compressed once at build time and served as they are (preCompressed below).
  await server.register(compress, compressOptions);

  server.setErrorHandler((error: { statusCode?: number; message: string; code?: string }, req, reply) => {
    if (isUnavailable(error)) {
      req.log.warn({ err: error }, 'database unreachable');
      return reply
        .status(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER))
        .send(refusalBody('server.unavailable'));
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) req.log.error({ err: error }, 'unhandled error');
    if (status >= 500) return reply.status(status).send(refusalBody('request.failed'));
    if (status === 413) return reply.status(status).send(refusalBody('request.tooLarge', 'validation'));
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || /JSON/i.test(error.message))
      return reply.status(status).send(refusalBody('request.malformedJson', 'validation'));
    return reply.status(status).send({ error: error.message, cause: 'validation' });
  });

  await server.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }) => createContext(app, requestInfo(req)),
      onError: ({ error, path, req }) => {
        const log = req?.log ?? app.log;
        if (isUnavailable(error)) log.warn({ err: error.cause ?? error, path }, 'database unreachable');
        else if (error.code === 'INTERNAL_SERVER_ERROR')
          log.error({ err: error.cause ?? error, path }, 'procedure failed');
      },
      // 503 and Retry-After for an unreachable database, Retry-After for a throttled call
      responseMeta: ({ errors, data }) => {
        const unavailable =
          errors.length > 0 && errors.every((e) => isUnavailable(e)) && data.every((d) => 'error' in (d as object));
        const retryAfter = errors.map((e) => retryAfterOf(e)).find((v) => v !== undefined);
        return {
          ...(unavailable ? { status: 503 } : {}),
          ...(retryAfter !== undefined ? { headers: { 'retry-after': String(retryAfter) } } : {}),
        };
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  registerRestRoutes(server, app, restRoutes);
  for (const plugin of opts.plugins ?? []) await plugin(server);

  server.get('/healthz', async () => ({ status: 'ok' }));
  server.get('/readyz', async (_req, reply) => {
    try {
      await app.db.sql.query('SELECT 1');
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'unavailable', error: 'Database unreachable' });
    }
  });
  const metricsAccess = metricsAccessOf(app.config);
  server.get('/metrics', async (req, reply) => {
    const refused = metricsRefusal(metricsAccess, req);
    if (refused)
      return reply
        .status(refused.status)
        .headers(refused.headers ?? {})
        .send({ error: refused.error });
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });

  // Findable and installable: robots.txt, the sitemap and the manifest follow PUBLIC_URL and SITE_NAME
  // (PUBLIC_URL may be settled only once the server listens, so each is remade when it changes).
  const byOrigin = <T>(make: (origin: string) => T): (() => T) => {
    let made: { origin: string; value: T } | undefined;
    return () => {
      const origin = app.config.PUBLIC_URL;
      if (made?.origin !== origin) made = { origin, value: make(origin) };
      return made.value;
    };
  };
  const robots = byOrigin(robotsTxt);
  const manifest = JSON.stringify(webManifest(app.config.SITE_NAME));
  server.get('/robots.txt', async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots()),
  );
  server.get('/sitemap.xml', async (_req, reply) => {
    const characters = await app.db.prisma.character.findMany({
      where: { inPack: true },
      select: { id: true },
      orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
    });
    const xml = sitemapXml(
      app.config.PUBLIC_URL,
      characters.map((c) => c.id),
    );
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });
  server.get('/manifest.webmanifest', async (_req, reply) =>
    reply.type('application/manifest+json; charset=utf-8').header('cache-control', 'no-cache').send(manifest),
  );

  const mediaDirs = (opts.mediaDirs ?? []).filter((d) => existsSync(d));
  if (mediaDirs.length > 0) {
    // Media keep their names when an operator replaces them: cached an hour, then revalidated (ETag).
    await server.register(fastifyStatic, { root: mediaDirs, prefix: '/public/', decorateReply: false, maxAge: '1h' });
  }
  if (opts.variantsDir) {
    mkdirSync(opts.variantsDir, { recursive: true });
    // A variant's folder is named by its image's content: a changed image gets a new URL, so cached for good.
    // Under /public/ like the originals, so the media gate (media-gate.ts) applies to them alike.
    await server.register(fastifyStatic, {
      root: opts.variantsDir,
      prefix: '/public/_v/',
      decorateReply: false,
      maxAge: '365d',
      immutable: true,
      allowedPath: (path) => /^\/[0-9a-f]{20}\/\d+\.(avif|webp)$/.test(path),
    });
  }
  const webDist = opts.webDist && existsSync(join(opts.webDist, 'index.html')) ? opts.webDist : undefined;
  if (webDist) {
    await server.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: true,
      preCompressed: true,
      // answered above, from the server's settings
      globIgnore: ['robots.txt', 'robots.txt.*', 'manifest.webmanifest', 'manifest.webmanifest.*'],
      // Built assets carry their content hash in the name: cached for good. Everything else revalidates.
      setHeaders: (res, path) => {
        void res.header(
          'cache-control',
          path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  // Each page's head (title, description, canonical, alternates, Open Graph) is written into index.html.
  const translate = pageTranslations(opts.translationsDir);
  const indexHtml = webDist ? readFileSync(join(webDist, 'index.html'), 'utf8') : '';
  // A first load of the landing gets its own small page (landing.html) when the build has one.
  const landingFile = webDist ? join(webDist, 'landing.html') : '';
  const landingHtml = landingFile && existsSync(landingFile) ? readFileSync(landingFile, 'utf8') : indexHtml;
  const headsFor = (html: string) =>
    byOrigin((origin) =>
      createPageHead(html, {
        origin,
        siteName: app.config.SITE_NAME,
        translate,
        mediaBase: app.config.MEDIA_BASE_URL,
        typingScale: app.config.CHAT_TYPING_SCALE,
      }),
    );
  const appHead = headsFor(indexHtml);
  const landingHead = headsFor(landingHtml);
  const pageHead = () => (path: string, character?: CharacterHead) =>
    (matchPage(path).page?.path === '/' ? landingHead : appHead)()(path, character);

  // A character's page is named after her, in the page's language; an id no character has is answered 404
  // (with the app, which says so).
  const characterHead = async (id: string, lang: string): Promise<CharacterHead | null> => {
    const row = await app.db.prisma.character.findUnique({
      where: { id },
      select: { id: true, name: true, description: true, descriptionTrans: true },
    });
    return row && { id: row.id, name: row.name, description: pickTrans(row.descriptionTrans, lang) ?? row.description };
  };

  server.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const page = req.method === 'GET' || req.method === 'HEAD';
    if (
      path.startsWith('/api/') ||
      path === '/api' ||
      path.startsWith('/trpc') ||
      path.startsWith('/public/') ||
      !page ||
      !webDist
    ) {
      return reply.status(404).send({ error: 'Not found' });
    }
    // Every other path is a route of the single-page app; HEAD answers as GET does, without the body.
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    const characterId = characterIdOf(path);
    if (characterId !== undefined) {
      const character = await characterHead(characterId, matchPage(path).lang ?? 'en');
      if (!character) return reply.status(404).send(pageHead()(path));
      return reply.send(pageHead()(path, character));
    }
    return reply.send(pageHead()(path));
  });

  return server;
}
