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
  headers: Headers;
  messages: StreamMessage[];
  comments: string[];
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
 * Resolves once the response has begun, which is after the server subscribed the caller.
 */
export async function openStream(baseUrl: string, headers: Record<string, string>, query = ''): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events/stream${query}`, { headers, signal: controller.signal });
  const messages: StreamMessage[] = [];
  const comments: string[] = [];
  const parse = (block: string) => {
    const fields: Record<string, string> = {};
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments.push(line.slice(1).trim());
      else if (line.includes(':')) fields[line.slice(0, line.indexOf(':'))] = line.slice(line.indexOf(':') + 1).trimStart();
    }
    if (fields.data !== undefined) messages.push({ id: Number(fields.id), event: fields.event, data: JSON.parse(fields.data) });
  };
  const reading = (async () => {
    if (!response.body) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    status: response.status,
    headers: response.headers,
    messages,
    comments,
    async close() {
      controller.abort();
      await reading;
    },
  };
}
