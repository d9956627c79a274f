# syntax=docker/dockerfile:1
# The API image: Fastify plus the built kiosk and admin UIs it serves (decision 14).
# The build context is the repo root:
#   docker build -f docker/services.Dockerfile -t gamepod/services .

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
# Dev dependencies too: the UIs need vite to build, and the server runs TypeScript through tsx.
RUN pnpm install --frozen-lockfile --prod=false

FROM deps AS build
COPY tsconfig.base.json tsconfig.json ./
# the UIs take the bridge socket's shapes from contracts
COPY contracts contracts
COPY events events
COPY event-store event-store
COPY log-runtime log-runtime
COPY projections projections
COPY ops ops
COPY sip2 sip2
COPY services services
COPY kiosk-ui kiosk-ui
COPY admin-ui admin-ui
COPY ui-kit ui-kit
RUN pnpm --filter @gamepod/kiosk-ui --filter @gamepod/admin-ui build

# Only what the server runs: no pnpm, no UI sources, no package store.
FROM node:20-bookworm-slim AS runtime
# HOST: the proxy reaches the container on its network address, not on its loopback.
# UI_ROOT: services serve <UI_ROOT>/kiosk-ui/dist at / and <UI_ROOT>/admin-ui/dist at /admin/ (ui-plugin.ts).
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 UI_ROOT=/app/ui
WORKDIR /app
COPY --from=build /app/package.json /app/tsconfig.base.json /app/tsconfig.json ./
COPY --from=build /app/node_modules node_modules
# events builds its schemas from the catalogues in contracts
COPY --from=build /app/contracts contracts
COPY --from=build /app/events events
COPY --from=build /app/event-store event-store
COPY --from=build /app/log-runtime log-runtime
COPY --from=build /app/projections projections
COPY --from=build /app/ops ops
# the SIP2 client the library sign-in source speaks
COPY --from=build /app/sip2 sip2
COPY --from=build /app/services services
COPY --from=build /app/kiosk-ui/dist ui/kiosk-ui/dist
COPY --from=build /app/admin-ui/dist ui/admin-ui/dist
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://localhost:' + (process.env.PORT ?? 8080) + '/api/v1/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--import", "tsx", "services/src/main.ts"]
