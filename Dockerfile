# syntax=docker/dockerfile:1
# The site as one image: the standalone server (the build stage sets NEXT_OUTPUT=standalone),
# run as an unprivileged user. compose.yaml runs three of them behind nginx; the README's
# "Running several instances" says what they share.

# Node 20, as on the development machines (.nvmrc). Debian (glibc) in every stage, so the native
# packages npm installs while building (sharp for next/image) are the ones the runner loads.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# Read by `next build` and frozen into the build; give the same values to the running container.
# HOSPITAL_API_URL: where pages are prerendered from, and with IMAGE_HOSTS the image hosts the
# optimiser and the Content-Security-Policy allow (lib/image-hosts.mjs). SITE_URL: whether
# Strict-Transport-Security is sent (an https origin). REDIS_URL: next.config.mjs installs the
# shared Redis cache handler only when REDIS_URL is set as the config is loaded, and a standalone
# server keeps the config of its build, so an image built without it never shares its cache,
# whatever the container is given. Only its presence matters here: the handler connects to the
# REDIS_URL of the running container, and Redis is not reachable during the build (it then
# caches in memory). These ARGs live in this stage only, so none of them is in the final image.
ARG HOSPITAL_API_URL=
ARG IMAGE_HOSTS=
ARG SITE_URL=
ARG REDIS_URL=
# The build fills .next/cache/hospital-api with the upstream's answers, the last good copy that
# serves pages through an outage after a restart; the folder is made when there is no upstream,
# so that the runner's COPY finds it.
# next.config.mjs makes the standalone server only when asked: `next start` cannot serve one.
ENV NEXT_OUTPUT=standalone
RUN node node_modules/next/dist/bin/next build && mkdir -p .next/cache/hospital-api

FROM ${NODE_IMAGE} AS runner
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOSTNAME=0.0.0.0 NEXT_TELEMETRY_DISABLED=1
RUN groupadd --system --gid 1001 nodejs \
  && useradd --system --uid 1001 --gid nodejs --no-create-home --shell /usr/sbin/nologin nextjs
# server.js with only the node_modules it needs (PGlite's WASM and data files, the preview fonts
# in lib/seo/fonts and the embedded catalogue are traced into it). Owned by the site's user:
# Next writes regenerated pages into .next/server and optimised images into .next/cache.
COPY --from=build --chown=nextjs:nodejs /app/.next/standalone ./
COPY --from=build --chown=nextjs:nodejs /app/.next/static ./.next/static
COPY --from=build --chown=nextjs:nodejs /app/.next/cache/hospital-api ./.next/cache/hospital-api
COPY --from=build /app/public ./public
# SUBMISSIONS_DATA_DIR (default .data): uploaded CVs, and the embedded PGlite store when no
# DATABASE_URL is given. Mount a volume here (compose.yaml shares one between the instances); a
# new named volume takes this folder's owner, so the site can write to it.
RUN mkdir -p .data && chown nextjs:nodejs .data
# The image optimiser's results (lib/cache/image-disk-cache.mjs) and the last good answers are
# written under .next/cache at run time.
RUN mkdir -p .next/cache/images && chown -R nextjs:nodejs .next/cache
# Refuses to start without SITE_URL (the public origin every absolute link is built from), then
# runs CMD. Give it at run time: compose.yaml requires it.
COPY --chmod=755 deploy/docker-entrypoint.sh /usr/local/bin/site-entrypoint
USER nextjs
EXPOSE 3000
# Slim images have no curl; Node 20 has fetch. 503 while the submissions store cannot be reached.
# Opening a new embedded store takes a few seconds, hence the start period.
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["/usr/local/bin/site-entrypoint"]
CMD ["node", "server.js"]
