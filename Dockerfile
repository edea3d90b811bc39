# syntax=docker/dockerfile:1
# The product as a container image: built with `pnpm release`, run with Node alone, as a non-root
# user, on a read-only root filesystem (everything it writes goes to DATA_DIR=/data). Build it where a
# container engine exists (none runs on the development machines): docker build -t dating-game .
# See docs/operations.md; compose.yaml runs it beside PostgreSQL, Redis and a mail catcher.

# --- build: the whole workspace, then release/ (the same command as outside a container)
FROM node:24-bookworm-slim AS build
WORKDIR /src
ENV CI=1
# The manifests first, so the dependency layer is rebuilt only when they change.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/game-engine/package.json packages/game-engine/
COPY packages/schema/package.json packages/schema/
COPY packages/ui/package.json packages/ui/
COPY content/package.json content/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npx -y pnpm@10.34.8 install --frozen-lockfile
COPY . .
RUN npx -y pnpm@10.34.8 release

# --- run: the release folder alone (no pnpm, no tsx, no TypeScript, no dev dependencies)
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# owned by root: the server (user node) reads it and cannot change it
COPY --from=build /src/release /app
RUN mkdir /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# fetch is built into Node: the slim image needs no curl
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) finishes the requests in flight and closes the database within 10 s
STOPSIGNAL SIGTERM
CMD ["node", "server.mjs"]
