import { describe, expect, it } from 'vitest';
import { parseLiveEvent } from './live-event';

describe('parseLiveEvent', () => {
  it('reads an event with its document data', () => {
    const event = { eventType: 'tag_created', documentData: { documentType: 'tag', operation: 'create', tagId: 't1' } };
    expect(parseLiveEvent(JSON.stringify(event))).toEqual(event);
  });

  it('answers null for anything else', () => {
    for (const data of ['not json', '42', 'null', '{"eventType":"recipe_created"}', '{"documentData":{"documentType":"recipe"}}']) {
      expect(parseLiveEvent(data)).toBeNull();
    }
  });
});
