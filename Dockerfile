# Production images of Draftroom, one multi-stage file (see docker-compose.yml).
#   target "service": runs one NestJS service or the stats worker (command chosen by compose)
#   target "gateway": nginx (config generated from the route table) + the built front end
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY . .
RUN npm install --no-audit --no-fund && node tools/scripts/build.mjs

FROM node:20-bookworm-slim AS service
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0
COPY --from=build /app /app
USER node
# compose sets the command: node services/<name>/dist/main.js, or services/stats/dist/worker.js

FROM node:20-bookworm-slim AS gateway
RUN apt-get update && apt-get install -y --no-install-recommends nginx && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /var/lib/draftroom-nginx /srv/draftroom && chown www-data /var/lib/draftroom-nginx
WORKDIR /app
COPY --from=build /app/node_modules /app/node_modules
COPY --from=build /app/libs/contracts /app/libs/contracts
COPY --from=build /app/gateway /app/gateway
COPY --from=build /app/package.json /app/package.json
# The remotes' versions: the manifest's default entries name them.
COPY --from=build /app/mf-drafts/package.json /app/mf-drafts/package.json
COPY --from=build /app/mf-team-manager/package.json /app/mf-team-manager/package.json
COPY --from=build /app/mf-stats/package.json /app/mf-stats/package.json
COPY --from=build /app/shell/dist /srv/draftroom/shell
COPY --from=build /app/mf-drafts/dist /srv/draftroom/mf-drafts
COPY --from=build /app/mf-team-manager/dist /srv/draftroom/mf-team-manager
COPY --from=build /app/mf-stats/dist /srv/draftroom/mf-stats
COPY --from=build /app/tools/shirts/dist /srv/draftroom/public
EXPOSE 8080
# The shell's runtime config (remote URLs, Donate links) is written from the environment at start.
CMD ["sh", "-c", "node gateway/dist/cli.js app-config > /srv/draftroom/app-config.json && exec nginx -c /app/gateway/nginx.conf"]
