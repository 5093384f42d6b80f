import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny OpenAI-compatible server on loopback for tests: `POST /v1/chat/completions` answers a
 * `chat.completion` whose message content is whatever the test chose, and every request is
 * recorded. It speaks the real wire protocol, so the server's client is exercised end to end.
 *
 *   const openai = await startOpenAiServer();
 *   openai.reply({ ingredients: [...] });             // every answer's content, as JSON
 *   const ctx = await setupTestApp(openai.env);       // OPENAI_BASE_URL, _API_KEY, _MODEL
 *   ...
 *   expect(openai.requests[0].body.messages[1].content).toContain('flour');
 *   await openai.close();
 */

export interface ChatMessage {
  role: string;
  content: string | { type: string; text?: string; image_url?: { url: string } }[];
}

export interface RecordedChatRequest {
  method: string;
  /** Path and query string, e.g. `/v1/chat/completions?api-version=1`. */
  url: string;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body (`model`, `messages`, `response_format`, …). */
  body: { model?: string; messages: ChatMessage[]; response_format?: unknown; [key: string]: unknown };
}

/** What one request is answered with. */
export type ChatAnswer =
  /** The message content: a string is sent as is, anything else as its JSON text. */
  | { content: unknown; delayMs?: number }
  /** A raw HTTP answer, for error cases. */
  | { status: number; body: unknown; delayMs?: number };

export type ChatResponder = (request: RecordedChatRequest) => ChatAnswer;

export interface OpenAiTestServer {
  /** The API root to use as OPENAI_BASE_URL, e.g. `http://127.0.0.1:41234/v1`. */
  readonly baseUrl: string;
  /** Environment for `setupTestApp`: base URL, an API key and a model name. */
  readonly env: Record<string, string>;
  /** Requests received so far, oldest first. */
  readonly requests: RecordedChatRequest[];
  /** Every following request gets a chat completion with this content (or the function's result). */
  reply(content: unknown | ((request: RecordedChatRequest) => unknown)): void;
  /** Full control over following answers: content, HTTP error or delay. */
  respond(responder: ChatResponder): void;
  /** The next request only gets this answer; later ones fall back to `reply`/`respond`. */
  respondOnce(answer: ChatAnswer): void;
  close(): Promise<void>;
}

export const TEST_OPENAI_MODEL = 'test-model';
export const TEST_OPENAI_KEY = 'sk-test-key';

export async function startOpenAiServer(): Promise<OpenAiTestServer> {
  const requests: RecordedChatRequest[] = [];
  const once: ChatAnswer[] = [];
  let responder: ChatResponder = () => ({ content: {} });
  let counter = 0;

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(text);
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0];
      if (req.method !== 'POST' || path !== '/v1/chat/completions') {
        send(res, 404, { error: { message: `Unknown endpoint ${req.method} ${path}`, type: 'invalid_request_error' } });
        return;
      }
      let body: RecordedChatRequest['body'];
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        send(res, 400, { error: { message: 'Request body is not JSON', type: 'invalid_request_error' } });
        return;
      }
      const recorded: RecordedChatRequest = { method: req.method, url: req.url ?? '', headers: req.headers, body };
      requests.push(recorded);
      const answer = once.shift() ?? responder(recorded);
      const write = () => {
        if (res.destroyed) return;
        if ('status' in answer) {
          send(res, answer.status, answer.body);
          return;
        }
        counter += 1;
        const content = typeof answer.content === 'string' ? answer.content : JSON.stringify(answer.content);
        send(res, 200, {
          id: `chatcmpl-test-${counter}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model ?? TEST_OPENAI_MODEL,
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
        });
      };
      if (answer.delayMs) setTimeout(write, answer.delayMs).unref();
      else write();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}/v1`;

  return {
    baseUrl,
    env: { OPENAI_BASE_URL: baseUrl, OPENAI_API_KEY: TEST_OPENAI_KEY, OPENAI_MODEL: TEST_OPENAI_MODEL },
    requests,
    reply(content) {
      responder = (request) => ({ content: typeof content === 'function' ? content(request) : content });
    },
    respond(next) {
      responder = next;
    },
    respondOnce(answer) {
      once.push(answer);
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
