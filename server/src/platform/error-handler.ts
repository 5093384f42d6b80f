import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.js';

const LOCATION: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

interface ZodIssueParams {
  origin?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  inclusive?: boolean;
  expected?: string;
  input?: unknown;
}

const SIZED = new Set(['array', 'set']);

/**
 * Pydantic's `type` and `ctx` for a Zod issue (what Mealie sends, and what a client turns into
 * "at most 255 characters"); other issues keep Zod's code and no `ctx`.
 */
export function pydanticType(code: string, params: ZodIssueParams, message: string): { type: string; ctx?: Record<string, unknown> } {
  const limit = (value: number | bigint | undefined) => (typeof value === 'bigint' ? Number(value) : value);
  if (code === 'too_big' && params.maximum !== undefined) {
    const max = limit(params.maximum);
    if (params.origin === 'string') return { type: 'string_too_long', ctx: { max_length: max } };
    if (params.origin && SIZED.has(params.origin)) return { type: 'too_long', ctx: { max_length: max } };
    if (params.origin === 'number' || params.origin === 'int' || params.origin === 'bigint') {
      return params.inclusive === false ? { type: 'less_than', ctx: { lt: max } } : { type: 'less_than_equal', ctx: { le: max } };
    }
  }
  if (code === 'too_small' && params.minimum !== undefined) {
    const min = limit(params.minimum);
    if (params.origin === 'string') return { type: 'string_too_short', ctx: { min_length: min } };
    if (params.origin && SIZED.has(params.origin)) return { type: 'too_short', ctx: { min_length: min } };
    if (params.origin === 'number' || params.origin === 'int' || params.origin === 'bigint') {
      return params.inclusive === false ? { type: 'greater_than', ctx: { gt: min } } : { type: 'greater_than_equal', ctx: { ge: min } };
    }
  }
  if (code === 'invalid_type' && /received undefined/.test(message)) return { type: 'missing' };
  return { type: code };
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * Turns every error into Mealie's `{"detail": …}` body. Request validation failures are 422 with
 * FastAPI's list of `{type, loc, msg, input, ctx}` (Pydantic's types and limits where known); a
 * body over the limit is a 413 naming it (`maxBytes`); unknown errors become a bare 500 that is
 * logged with the request id and never shows a stack trace to the client.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error.cause ?? error, reqId: request.id }, error.message);
      return reply.code(error.status).headers(error.headers).send({ detail: error.detail });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = LOCATION[error.validationContext ?? 'body'] ?? 'body';
      const detail = error.validation.map((issue) => {
        const path = issue.instancePath.split('/').filter(Boolean);
        const params = issue.params as ZodIssueParams;
        const { type, ctx } = pydanticType(issue.keyword, params, issue.message ?? '');
        return {
          type,
          loc: [where, ...path.map((p) => (/^\d+$/.test(p) ? Number(p) : p))],
          msg: issue.message,
          input: params.input ?? null,
          ...(ctx ? { ctx } : {}),
        };
      });
      return reply.code(422).send({ detail });
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // Fastify's message does not name the limit. A multipart upload with a length is refused
      // by its own parser's hook, naming that limit; the route's limit is not the upload's.
      if (/^multipart\//i.test(request.headers['content-type'] ?? '')) {
        return reply.code(413).send({ detail: { message: 'The upload is too large', error: true, exception: 'too-large' } });
      }
      const maxBytes = request.routeOptions.bodyLimit;
      return reply.code(413).send({
        detail: { message: `The request is larger than ${megabytes(maxBytes)}`, error: true, exception: 'too-large', maxBytes },
      });
    }
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
