# syntax=docker/dockerfile:1
# The pod-bridge image: one container per station, between the station's local helper and
# the event log. The build context is the repo root:
#   docker build -f docker/pod-bridge.Dockerfile -t gamepod/pod-bridge .

FROM node:20-bookworm-slim AS deps
# The pnpm that wrote pnpm-lock.yaml, so --frozen-lockfile reads it the same way.
ARG PNPM_VERSION=12.21.0
RUN npm install -g pnpm@${PNPM_VERSION}
WORKDIR /app
# Manifests only: the install layer below is rebuilt when dependencies change, not on every
# source edit. pnpm needs every workspace package's manifest to install from the lockfile.
COPY package.json pnpm-workspace.yaml pnpm-lock.yaml ./
COPY contracts/package.json contracts/
COPY events/package.json events/
COPY projections/package.json projections/
COPY services/package.json services/
COPY pod-bridge/package.json pod-bridge/
COPY kiosk-ui/package.json kiosk-ui/
COPY admin-ui/package.json admin-ui/
COPY ui-kit/package.json ui-kit/
COPY docker/package.json docker/
COPY devkit/package.json devkit/
COPY event-store/package.json event-store/
COPY log-runtime/package.json log-runtime/
COPY ops/package.json ops/
COPY testbed/package.json testbed/
COPY sip2/package.json sip2/
# Dev dependencies too: the bridge runs TypeScript through tsx, a root dev dependency.
RUN pnpm install --frozen-lockfile --prod=false

# Only what the bridge runs: no pnpm, no package store.
FROM node:20-bookworm-slim AS runtime
# HOST: published ports reach the container on its network address, not on its loopback.
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8090
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=deps /app/contracts/node_modules contracts/node_modules
COPY --from=deps /app/events/node_modules events/node_modules
COPY --from=deps /app/event-store/node_modules event-store/node_modules
COPY --from=deps /app/pod-bridge/node_modules pod-bridge/node_modules
COPY package.json tsconfig.base.json tsconfig.json ./
COPY contracts contracts
COPY events events
COPY event-store event-store
COPY pod-bridge pod-bridge
USER node
EXPOSE 8090
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://localhost:' + (process.env.PORT ?? 8090) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--import", "tsx", "pod-bridge/src/main.ts"]
