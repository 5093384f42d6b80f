import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.js';

const LOCATION: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

/**
 * Turns every error into Mealie's `{"detail": …}` body. Request validation failures are 422 with
 * FastAPI's list of `{type, loc, msg, input}`; unknown errors become a bare 500 that is logged
 * with the request id and never shows a stack trace to the client.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.status).headers(error.headers).send({ detail: error.detail });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = LOCATION[error.validationContext ?? 'body'] ?? 'body';
      const detail = error.validation.map((issue) => {
        const path = issue.instancePath.split('/').filter(Boolean);
        return {
          type: issue.keyword,
          loc: [where, ...path.map((p) => (/^\d+$/.test(p) ? Number(p) : p))],
          msg: issue.message,
          input: (issue.params as { input?: unknown }).input ?? null,
        };
      });
      return reply.code(422).send({ detail });
    }
    const status = error.statusCode ?? 500;
    if (status === 415 || (status >= 400 && status < 500 && error.code?.startsWith('FST_ERR_CTP'))) {
      // Body parsing failures: malformed JSON, wrong content type, body too large.
      return reply.code(status === 500 ? 400 : status).send({ detail: error.message });
    }
    if (status === 429) {
      return reply
        .code(429)
        .headers({ 'retry-after': reply.getHeader('retry-after') ?? '60' })
        .send({ detail: error.message });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ detail: error.message });
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.code(500).send({ detail: { message: 'Unknown Error', error: true, exception: null } });
  });
});
