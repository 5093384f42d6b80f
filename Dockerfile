# Larder: one image, one process, one port. Data lives in /app/data (mount a volume there).
FROM node:20-bookworm-slim AS build
WORKDIR /src
# better-sqlite3 compiles from source when no prebuilt binary matches.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PRODUCTION=true \
    DATA_DIR=/app/data \
    API_PORT=9000 \
    STATIC_FILES=/app/web/dist
WORKDIR /app
COPY --from=build /src/node_modules ./node_modules
COPY --from=build /src/server/package.json ./server/package.json
COPY --from=build /src/server/dist ./server/dist
COPY --from=build /src/web/dist ./web/dist
RUN mkdir -p /app/data && chown -R node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 9000
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:'+(process.env.API_PORT||9000)+'/api/app/about').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# The same Node flags as `npm start` (a 1 MiB young generation keeps an idle server small).
CMD ["node", "server/dist/main.js"]
