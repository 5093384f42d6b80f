import type { OpenAiConfig } from '../config.js';
import { AppError, type ErrorKind } from './errors.js';

/**
 * The one client for an OpenAI-compatible chat-completions API (OPENAI_* settings). The base
 * URL is administrator configuration and may be a model server on the local network, so this
 * uses plain fetch rather than the SSRF-guarded outbound fetcher that user-given URLs go through.
 */
export interface OpenAiClient {
  /** True when OPENAI_API_KEY and OPENAI_MODEL are both set. */
  readonly enabled: boolean;
  readonly model: string;
  /**
   * Sends one system and one user message (with optional images) asking for a JSON object and
   * returns the parsed object. Throws an AppError: 503 when not configured, 502 when the
   * service fails, times out or answers something other than JSON.
   */
  chatJson<T = unknown>(opts: ChatJsonOptions): Promise<T>;
}

export interface ChatJsonOptions {
  system: string;
  user: string;
  images?: { mimeType: string; data: Buffer }[];
  signal?: AbortSignal;
}

type ContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

const failure = (kind: ErrorKind, message: string, exception: string) => new AppError(kind, { message, error: true, exception });

export const openAiNotEnabled = () =>
  failure('unavailable', 'OpenAI is not enabled: set OPENAI_API_KEY (and OPENAI_MODEL)', 'openai-disabled');

/** The text of a chat answer as JSON; some models wrap it in a Markdown code fence despite being asked not to. */
export function parseJsonContent(content: string): unknown {
  const trimmed = content.trim();
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(trimmed);
  return JSON.parse(fenced ? fenced[1] : trimmed);
}

export function createOpenAiClient(config: OpenAiConfig): OpenAiClient {
  const endpoint = new URL(`${config.baseUrl}/chat/completions`);
  for (const [key, value] of Object.entries(config.customParams)) endpoint.searchParams.set(key, value);
  const timeoutMs = config.requestTimeoutSeconds * 1000;

  async function post(body: unknown, signal?: AbortSignal): Promise<Response> {
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      return await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: `Bearer ${config.apiKey ?? ''}`,
          ...config.customHeaders,
        },
        body: JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      // The caller's own cancellation is not a service failure: pass it on unchanged.
      if (signal?.aborted) throw error;
      if (timeout.aborted)
        throw failure('upstream_failed', `The OpenAI service did not answer within ${config.requestTimeoutSeconds} s`, 'openai-timeout');
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw failure(
        'upstream_failed',
        `Could not reach the OpenAI service: ${cause?.code ?? cause?.message ?? (error as Error).message}`,
        'openai-network',
      );
    }
  }

  return {
    enabled: config.enabled,
    model: config.model,

    async chatJson<T = unknown>(opts: ChatJsonOptions): Promise<T> {
      if (!config.enabled) throw openAiNotEnabled();
      const userContent: string | ContentPart[] = opts.images?.length
        ? [
            { type: 'text', text: opts.user },
            ...opts.images.map(
              (image): ContentPart => ({
                type: 'image_url',
                image_url: { url: `data:${image.mimeType};base64,${image.data.toString('base64')}` },
              }),
            ),
          ]
        : opts.user;
      const response = await post(
        {
          model: config.model,
          messages: [
            { role: 'system', content: opts.system },
            { role: 'user', content: userContent },
          ],
          response_format: { type: 'json_object' },
        },
        opts.signal,
      );

      let text: string;
      try {
        text = await response.text();
      } catch (error) {
        if (opts.signal?.aborted) throw error;
        throw failure('upstream_failed', 'The OpenAI service closed the connection mid-answer', 'openai-network');
      }
      if (!response.ok) {
        const detail = upstreamMessage(text);
        throw failure('upstream_failed', `The OpenAI service answered ${response.status}${detail ? `: ${detail}` : ''}`, 'openai-status');
      }

      let content: unknown;
      try {
        content = (JSON.parse(text) as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message?.content;
      } catch {
        throw failure('upstream_failed', 'The OpenAI service did not answer with a chat completion', 'openai-bad-response');
      }
      if (typeof content !== 'string' || content.trim() === '') {
        throw failure('upstream_failed', 'The OpenAI service answered with an empty message', 'openai-bad-response');
      }
      try {
        return parseJsonContent(content) as T;
      } catch {
        throw failure('upstream_failed', 'The OpenAI service did not answer with JSON', 'openai-bad-json');
      }
    },
  };
}

/** The `error.message` of an OpenAI error body, cut short; never the raw body, which may echo the request. */
function upstreamMessage(text: string): string | undefined {
  try {
    const message = (JSON.parse(text) as { error?: { message?: unknown } }).error?.message;
    return typeof message === 'string' ? message.slice(0, 200) : undefined;
  } catch {
    return undefined;
  }
}
