# One image for the REST service and the gateway (docker-compose.yml picks the command): the
# sources, every dependency, and the built web app and GraphQL IDE that the gateway serves.
FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build && mkdir -p .data && chown node:node .data
ENV NODE_ENV=production HOST=0.0.0.0
# Only DATA_DIR (.data: uploads, a generated token secret) is ever written.
USER node
EXPOSE 8000 4000
CMD ["node", "--import", "tsx", "gateway/src/main.ts"]
