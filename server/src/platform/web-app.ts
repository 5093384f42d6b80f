import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pageRenderer } from './page-render.js';

// Files that must be revalidated on every load so that a new build is picked up.
const NO_CACHE = new Set(['index.html', 'sw.js', 'build.json', 'manifest.webmanifest', 'registerSW.js']);

/**
 * Serves the built web app. Unknown `/api/*` paths answer a JSON 404; every other unknown GET
 * gets index.html, and the web app shows its own 404 page. The pages the web app renders on the
 * server come rendered (`page-render.ts`) when its render is built beside it (web/dist-ssr).
 */
export const webApp = fp(async (app: FastifyInstance, { root }: { root: string | undefined }) => {
  const index = root ? path.join(root, 'index.html') : undefined;
  const hasApp = index !== undefined && fs.existsSync(index);
  const renderEntry = root ? path.join(root, '..', 'dist-ssr', 'entry-server.js') : undefined;
  const render = hasApp && renderEntry && fs.existsSync(renderEntry) ? pageRenderer(app, { entry: renderEntry, index: index! }) : null;
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: root!,
      wildcard: true,
      index: false,
      // The build writes .br and .gz beside each text file (web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders(res, filePath) {
        const name = path.basename(filePath);
        if (NO_CACHE.has(name)) res.header('cache-control', 'no-cache');
        else if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.type('text/html; charset=utf-8');
    const rendered = render && request.method === 'GET' ? await render(request) : null;
    // A rendered page may hold a member's data: for the browser alone, never a shared cache.
    reply.header('cache-control', rendered ? 'private, no-cache' : 'no-cache');
    return reply.send(rendered ?? fs.createReadStream(index!));
  };
  if (hasApp) {
    // The static handler answers a bare folder with 403; the root is the app itself.
    app.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(request, reply));
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    if (url === '/api' || url.startsWith('/api/') || !hasApp || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ detail: 'Not Found' });
    }
    return sendIndex(request, reply);
  });
});
