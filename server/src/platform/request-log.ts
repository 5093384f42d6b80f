import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A request slower than this is worth a line at `info`. */
export const SLOW_REQUEST_MS = 1000;

/**
 * One line per request, at `debug`; at `info` only a request that failed on our side (5xx) or
 * took longer than a second, so that a day's `info` log is what needs reading. (Fastify's own
 * request logging, two `info` lines per request, is off.)
 */
export const requestLog = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', async (request, reply) => {
    const ms = Math.round(reply.elapsedTime);
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, ms };
    if (reply.statusCode >= 500) request.log.info(line, 'request failed');
    else if (ms > SLOW_REQUEST_MS) request.log.info(line, 'slow request');
    else request.log.debug(line, 'request completed');
  });
});
