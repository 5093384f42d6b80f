import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './sse-parser';

function parse(pieces: string[], lastEventId = '') {
  const messages: SseMessage[] = [];
  const parser = createSseParser((message) => messages.push(message), lastEventId);
  for (const piece of pieces) parser.push(piece);
  return { messages, parser };
}

describe('createSseParser', () => {
  it('reads id, event and data, and skips comments and heartbeats', () => {
    const { messages, parser } = parse([
      'retry: 3000\n: connected\n\n',
      'id: 7\nevent: recipe_created\ndata: {"eventType":"recipe_created"}\n\n',
      ': ping\n\n',
    ]);
    expect(messages).toEqual([{ event: 'recipe_created', data: '{"eventType":"recipe_created"}', lastEventId: '7' }]);
    expect(parser.lastEventId).toBe('7');
    expect(parser.retryMs).toBe(3000);
  });

  it('joins a message split anywhere across pieces, with any line ending', () => {
    const { messages } = parse(['id: 1\r', '\ndata: first', ' half\r\n', 'data: second line\r\r', 'data:no space\n', '\n']);
    expect(messages).toEqual([
      { event: 'message', data: 'first half\nsecond line', lastEventId: '1' },
      { event: 'message', data: 'no space', lastEventId: '1' },
    ]);
  });

  it('keeps the last id across messages and starts from the one it is given', () => {
    const { messages } = parse(['data: a\n\n', 'id: 9\n\n', 'data: b\n\n'], '4');
    expect(messages.map((m) => m.lastEventId)).toEqual(['4', '9']);
  });

  it('ignores a leading byte order mark, unknown fields and a bad retry', () => {
    const { messages, parser } = parse(['\uFEFFdata: x\nretry: soon\nfoo: bar\n\n']);
    expect(messages).toEqual([{ event: 'message', data: 'x', lastEventId: '' }]);
    expect(parser.retryMs).toBeUndefined();
  });

  it('does not dispatch an unfinished message', () => {
    expect(parse(['data: never ended\n']).messages).toEqual([]);
  });
});
