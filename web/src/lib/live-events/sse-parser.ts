export interface SseMessage {
  /** The `event:` field; "message" when the server sent none. */
  event: string;
  data: string;
  /** The last `id:` seen so far, to send back as `Last-Event-ID` when reconnecting. */
  lastEventId: string;
}

export interface SseParser {
  /** Feeds the next piece of decoded text; pieces may split lines anywhere. */
  push(text: string): void;
  readonly lastEventId: string;
  /** The reconnection delay the server asked for with `retry:`, if any. */
  readonly retryMs: number | undefined;
}

/**
 * Reads a `text/event-stream` as the HTML standard's EventSource does ("Interpreting an event
 * stream"): fields per line, a blank line ends a message, `:` lines are comments (heartbeats).
 */
export function createSseParser(onMessage: (message: SseMessage) => void, lastEventId = ''): SseParser {
  let buffer = '';
  let started = false;
  let data: string[] = [];
  let event = '';
  let retryMs: number | undefined;

  const dispatch = () => {
    if (data.length > 0) onMessage({ event: event || 'message', data: data.join('\n'), lastEventId });
    data = [];
    event = '';
  };

  const processLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) lastEventId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) retryMs = Number(value);
  };

  return {
    push(text) {
      buffer += text;
      if (!started && buffer.length > 0) {
        started = true;
        if (buffer.startsWith('\uFEFF')) buffer = buffer.slice(1);
      }
      for (;;) {
        const end = buffer.search(/\r\n|\r|\n/);
        if (end === -1) return;
        // A trailing \r may be the first half of \r\n: wait for the next piece.
        if (buffer[end] === '\r' && end === buffer.length - 1) return;
        const breakLength = buffer.startsWith('\r\n', end) ? 2 : 1;
        processLine(buffer.slice(0, end));
        buffer = buffer.slice(end + breakLength);
      }
    },
    get lastEventId() {
      return lastEventId;
    },
    get retryMs() {
      return retryMs;
    },
  };
}
