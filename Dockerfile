# syntax=docker/dockerfile:1
# The site as one container: `docker build -t maeum .` then see docker-compose.yml or deploy/.
# test/api/container-image.test.ts lays out exactly what the runtime stage copies and starts it
# in production mode, since no Docker engine runs where the tests run.

# Build stage: dev dependencies, server (dist/) and frontend (frontend/dist/, precompressed, and
# frontend/dist-server/, the server's rendering of public pages).
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime stage: production dependencies only, runs as the unprivileged node user.
FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
# TypeScript is an optional peer of @nestjs/swagger (for its build-time plugin), which npm keeps
# in a production install; nothing loads it at run time, so it leaves the image (23 MB).
RUN npm ci --omit=dev --no-audit --no-fund \
  && rm -rf node_modules/typescript node_modules/.bin/tsc node_modules/.bin/tsserver \
  && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/frontend/dist ./frontend/dist
# The app built for the server, which renders the public pages with it.
COPY --from=build /app/frontend/dist-server ./frontend/dist-server
COPY --from=build /app/src/seed/assets ./src/seed/assets
RUN mkdir -p /data && chown node:node /data
USER node
# Uploaded images (and, in a one-container demo, the embedded database).
VOLUME ["/data"]
EXPOSE 3000
# Migrations run at start; ready means the database answers and every migration is applied.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "dist/src/main.js"]
