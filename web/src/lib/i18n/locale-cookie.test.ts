import { describe, expect, it } from 'vitest';
import { buildLocaleCookie, readLocaleCookie } from './locale-cookie';

describe('locale cookie', () => {
  it('lasts 365 days for the whole site', () => {
    expect(buildLocaleCookie('de-DE')).toBe(`larder.locale=de-DE; Max-Age=${365 * 24 * 3600}; Path=/; SameSite=Lax`);
  });

  it('reads the locale among other cookies', () => {
    expect(readLocaleCookie('a=1; larder.locale=fr-CA; b=2')).toBe('fr-CA');
    expect(readLocaleCookie('a=1')).toBeNull();
  });
});
