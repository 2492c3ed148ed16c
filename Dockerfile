# The site in a container: `docker build -t community-site --build-arg SITE_URL=https://your.site .`
# then `docker run -p 4321:4321 -v site-data:/data --env-file .env community-site`, or compose.yaml.
# docs/deployment.md walks through it; tests/deploy/production-install.test.ts runs these very
# steps outside a container (no image registry there).

# Build: a production install (no dev dependencies: the build and the operator commands need
# none) and the build. Compilers only in case better-sqlite3 has no prebuilt binary here.
FROM node:20-bookworm-slim AS build
RUN apt-get update \
	&& apt-get install -y --no-install-recommends python3 make g++ \
	&& rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund
COPY . .
# Read when the site is built and baked into the pages (public address, mode, public keys, the
# parts switched off); the server's secrets come at run time, never into an image layer.
ARG SITE_URL
ARG SITE_MODE
ARG SWITCHED_OFF
# The community's profile (name, logo, colours, texts, staff, servers): a file in the build
# context, community.config.json unless this names another.
ARG COMMUNITY_PROFILE
ARG PUBLIC_API_URL
ARG PUBLIC_TURNSTILE_SITE_KEY
ARG PUBLIC_STRIPE_PUBLISHABLE_KEY
RUN npm run build

# Run: the installed packages, the build (server, pages and operator commands) and the two
# launchers; no sources, no compilers. Runs as the image's unprivileged `node` user.
FROM node:20-bookworm-slim
# pg_dump and pg_restore, for backups and restores when the site runs on PostgreSQL (Debian's
# client is version 15: it dumps servers of version 15 and older, like compose.yaml's).
RUN apt-get update \
	&& apt-get install -y --no-install-recommends postgresql-client \
	&& rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
	HOST=0.0.0.0 \
	PORT=4321 \
	DATABASE_PATH=/data/site.db \
	BACKUP_DIR=/data/backups
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/scripts/serve.mjs /app/scripts/tool.mjs ./scripts/
RUN mkdir -p /data && chown node:node /data
USER node
# The database, its automatic backups and the rolling backups: keep this volume, replace images.
VOLUME /data
EXPOSE 4321
# /api/health answers 200 while the database answers; the load balancer and Docker read it.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
	CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 4321) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# `npm run serve`'s command, run by Node itself: `docker stop` sends SIGTERM to the server, which
# finishes the requests in flight (npm would pass it to a shell that does not pass it on).
CMD ["node", "--max-semi-space-size=4", "--max-old-space-size=192", "scripts/serve.mjs"]
