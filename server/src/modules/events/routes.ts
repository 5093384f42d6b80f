import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireUser } from '../../platform/auth/plugin.js';
import { ErrorBody } from '../../platform/schemas.js';
import { EventMessage, EventStreamQuery } from './schemas.js';

const security = [{ OAuth2PasswordBearer: [] }];
const tags = ['Events'];

/** A `Last-Event-ID` header (EventSource sends it when it reconnects by itself). */
function lastEventIdHeader(value: string | string[] | undefined): number | undefined {
  const id = Number(Array.isArray(value) ? value[0] : value);
  return value !== undefined && Number.isSafeInteger(id) && id >= 0 ? id : undefined;
}

/** /api/events: the live stream of the caller's group and household events (Server-Sent Events). */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { events } = app.deps;
  // Open streams would keep the server from closing.
  app.addHook('preClose', async () => events.endStreams());

  app.get(
    '/stream',
    {
      onRequest: requireUser,
      // Compressing would hold events back in the compressor's buffer.
      compress: false,
      schema: {
        operationId: 'streamEvents',
        tags,
        security,
        querystring: EventStreamQuery,
        response: {
          200: { description: 'Server-Sent Events', content: { 'text/event-stream': { schema: EventMessage } } },
          401: ErrorBody,
          422: ErrorBody,
        },
      },
    },
    (request, reply) => {
      const lastEventId = lastEventIdHeader(request.headers['last-event-id']) ?? request.query.lastEventId;
      const stream = events.stream(authOf(request), lastEventId);
      reply.raw.once('close', () => stream.destroy());
      reply
        .header('content-type', 'text/event-stream')
        .header('cache-control', 'no-cache')
        .header('x-accel-buffering', 'no')
        // A stream is piped as it is; the 200 schema documents each message's data, never serialises.
        .send(stream as never);
    },
  );
};
