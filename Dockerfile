# syntax=docker/dockerfile:1
# The portal's image: one image for the three roles (ROLE=api|worker|all) and the migrate job
# (docs/container.md). Its build steps are scripts/build-release.sh, which `npm test` runs:
# images are not built where the tests run, the script is.

# --- build: npm ci, npm run build, then the release (runtime files and production dependencies) in /release
FROM node:20-bookworm-slim AS build
WORKDIR /src
COPY . .
# The npm cache is kept between builds: a changed source file does not download every package again.
RUN --mount=type=cache,target=/root/.npm,sharing=locked bash scripts/build-release.sh /release

# --- runtime: node and the release, nothing else (no compiler, no npm cache, no sources)
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
# Owned by root, read-only to the server's user: the process cannot rewrite its own code.
COPY --from=build /release /app
# PGlite's files when no DATABASE_URL is given (DATA_DIR defaults to /app/data); unused with PostgreSQL.
RUN mkdir /app/data && chown node:node /app/data
USER node
WORKDIR /app/apps/api
# PORT's default; and METRICS_PORT as compose and docs/operations.md set it (off unless set).
EXPOSE 3000 9464
# node itself, never npm, so SIGTERM reaches the server (it drains and exits within
# SHUTDOWN_TIMEOUT_MS); `docker run --init` or compose's `init: true` adds a reaper as PID 1.
# ROLE (default all) chooses what it runs; the migrate job runs `node dist/server.mjs --migrate`.
# The same command line as the `serve` script in apps/api/package.json (build-release.test.ts).
CMD ["node", "--max-old-space-size=256", "--enable-source-maps", "--import", "./dist/telemetry.mjs", "dist/server.mjs"]
