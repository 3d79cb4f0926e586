# One image for the REST service and the gateway (docker-compose.yml picks the command), in two
# stages: the build stage installs everything and builds the services to JavaScript
# (`npm run build:services`), the web app and the GraphQL IDE; the image itself holds only the
# runtime dependencies of rest/ and gateway/ (`npm ci --omit=dev`), that JavaScript, the built web
# app and IDE, and schema.graphql. It runs plain `node`: no TypeScript loader, no build tool, no
# test tool is in it.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build && npm run build:services

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0
# The manifests first, so the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json ./
COPY rest/package.json rest/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY bench/package.json bench/
RUN npm ci --omit=dev --workspace rest --workspace gateway --no-audit --no-fund && npm cache clean --force
# rest/dist carries its SQL migrations (db/migrations); the gateway reads schema.graphql, its IDE
# (gateway/dist/ide) and the web app with its server renderer (web/dist) beside its own code.
COPY --from=build /app/schema.graphql ./
COPY --from=build /app/rest/dist rest/dist
COPY --from=build /app/gateway/dist gateway/dist
COPY --from=build /app/web/dist web/dist
# Only DATA_DIR (.data: uploads, a generated token-signing key) is ever written.
RUN mkdir -p .data && chown node:node .data
USER node
EXPOSE 8000 4000
CMD ["node", "--enable-source-maps", "gateway/dist/main.js"]
