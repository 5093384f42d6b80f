import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { tooLarge } from '../../../platform/errors.js';

/** One file part of a multipart body. */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

/** A file field in a multipart body schema (shown as a binary string in the OpenAPI document). */
export const UploadedFileSchema = z
  .custom<UploadedFile>((value) => typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).data), {
    message: 'Expected a file',
  })
  .meta({ type: 'string', format: 'binary' });

const MULTIPART_LIMIT = 25 * 1024 * 1024;

/**
 * Lets the routes of one encapsulated plugin take `multipart/form-data` bodies, parsed into a
 * flat object (text fields as strings, files as {@link UploadedFile}) that the route's Zod body
 * schema then validates. The parser is the platform's own WHATWG FormData reader, so no extra
 * dependency is needed; a parser inherited from a parent context is replaced in this context only.
 */
export function acceptMultipart(app: FastifyInstance, limit = MULTIPART_LIMIT): void {
  if (app.hasContentTypeParser('multipart/form-data')) app.removeContentTypeParser('multipart/form-data');
  // An upload over the limit is refused before it is read, naming the limit (Fastify's own
  // refusal does not); the connection closes, as the rest of the body is not wanted.
  app.addHook('preParsing', async (request, reply) => {
    if (!/^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '')) return;
    if (Number(request.headers['content-length']) > limit) {
      reply.header('connection', 'close');
      throw tooLarge(`The upload is larger than ${Math.round(limit / 1024 / 1024)} MB`, limit);
    }
  });
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: limit }, (request, body, done) => {
    const contentType = request.headers['content-type'] ?? '';
    const bytes = body as Buffer;
    new Response(new Uint8Array(bytes), { headers: { 'content-type': contentType } })
      .formData()
      .then(async (form) => {
        const out: Record<string, string | UploadedFile> = {};
        for (const [key, value] of form) {
          // As FastAPI does with a repeated form field, the last value wins.
          out[key] =
            typeof value === 'string'
              ? value
              : { filename: value.name, mimetype: value.type, data: Buffer.from(await value.arrayBuffer()) };
        }
        done(null, out);
      })
      .catch(() => {
        const error = Object.assign(new Error('Malformed multipart body'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_MULTIPART' });
        done(error, undefined);
      });
  });
}
