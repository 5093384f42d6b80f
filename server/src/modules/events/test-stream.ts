import http from 'node:http';
import type { FastifyInstance } from 'fastify';

/** One Server-Sent Events message as a client parses it. */
export interface StreamMessage {
  id: number;
  event: string;
  // biome-ignore lint/suspicious/noExplicitAny: the event JSON, asserted field by field in the tests
  data: any;
}

export interface OpenStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  messages: StreamMessage[];
  comments: string[];
  /** Settles when the server ends the response. */
  ended: Promise<void>;
  close(): Promise<void>;
}

/** The base URL of an app listening on a free loopback port (inject would wait for the stream's end). */
export async function listening(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  return listening(app);
}

/**
 * Opens `GET /api/events/stream` as a browser's EventSource would and collects what arrives.
 * Resolves once the response has begun, which is after the server subscribed the caller. A plain
 * HTTP request on its own socket (fetch's pool would open spare sockets that hold the server open).
 */
export function openStream(baseUrl: string, headers: Record<string, string>, query = ''): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}/api/events/stream${query}`, { headers, agent: false }, (response) => {
      const messages: StreamMessage[] = [];
      const comments: string[] = [];
      const closed = new Promise<void>((done) => response.once('close', done));
      const ended = new Promise<void>((done) => response.once('end', done));
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const fields: Record<string, string> = {};
          for (const line of buffer.slice(0, end).split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.includes(':')) fields[line.slice(0, line.indexOf(':'))] = line.slice(line.indexOf(':') + 1).trimStart();
          }
          if (fields.data !== undefined) messages.push({ id: Number(fields.id), event: fields.event, data: JSON.parse(fields.data) });
          buffer = buffer.slice(end + 2);
        }
      });
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        messages,
        comments,
        ended,
        async close() {
          request.destroy();
          await closed;
        },
      });
    });
    request.once('error', reject);
  });
}
