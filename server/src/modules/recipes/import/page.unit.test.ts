import { describe, expect, it } from 'vitest';
import { jsonAsHtml, urlIn } from './page.js';
import { durationText } from './to-recipe.js';

describe('urlIn', () => {
  it('takes the first web address in shared text', () => {
    expect(urlIn('Soup! https://example.com/soup?x=1 and https://other.example/')).toBe('https://example.com/soup?x=1');
    expect(urlIn('see www.example.com/soup')).toBe('https://www.example.com/soup');
  });

  it('refuses text without an address with 400', () => {
    expect(() => urlIn('grandma’s soup')).toThrow(expect.objectContaining({ status: 400 }));
  });
});

describe('durationText', () => {
  it('writes ISO 8601 durations as words and keeps other text', () => {
    expect(durationText('PT1H30M')).toBe('1 hour 30 minutes');
    expect(durationText('PT2H')).toBe('2 hours');
    expect(durationText('P1DT1M')).toBe('1 day 1 minute');
    expect(durationText('about an hour')).toBe('about an hour');
    expect(durationText(undefined)).toBeNull();
    expect(durationText('PT0M')).toBeNull();
  });
});

describe('jsonAsHtml', () => {
  it('wraps a Recipe in a JSON-LD block that no text inside can close', () => {
    const html = jsonAsHtml('{"name": "</script><b>Soup</b>"}');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('"@type":"Recipe"');
  });

  it('refuses invalid JSON with 400', () => {
    expect(() => jsonAsHtml('{"name": ')).toThrow(expect.objectContaining({ status: 400 }));
  });
});
