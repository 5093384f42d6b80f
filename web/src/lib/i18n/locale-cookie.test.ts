import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_COOKIE } from '../../config/constants';
import { buildLocaleCookie, readLocaleCookie, readLocaleCookieAsync, writeLocaleCookie } from './locale-cookie';

/** A Cookie Store holding `cookies`, as a secure page has one. */
function fakeCookieStore(cookies: Map<string, string>) {
  return {
    get: vi.fn(async (name: string) => (cookies.has(name) ? { name, value: cookies.get(name) } : null)),
    set: vi.fn(async ({ name, value }: { name: string; value: string }) => {
      cookies.set(name, value);
    }),
  };
}

describe('locale cookie', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'cookieStore');
    // biome-ignore lint/suspicious/noDocumentCookie: removing the test's cookie
    document.cookie = `${LOCALE_COOKIE.name}=; Max-Age=0; Path=/`;
  });

  it('lasts 365 days for the whole site', () => {
    expect(buildLocaleCookie('de-DE')).toBe(`larder.locale=de-DE; Max-Age=${365 * 24 * 3600}; Path=/; SameSite=Lax`);
  });

  it('reads the locale among other cookies', () => {
    expect(readLocaleCookie('a=1; larder.locale=fr-CA; b=2')).toBe('fr-CA');
    expect(readLocaleCookie('a=1')).toBeNull();
  });

  it('is read and written through the Cookie Store where the browser has one, never through document.cookie', async () => {
    const cookies = new Map([['larder.locale', 'pt-BR']]);
    const store = fakeCookieStore(cookies);
    Object.defineProperty(window, 'cookieStore', { value: store, configurable: true });
    const documentCookie = vi.spyOn(document, 'cookie', 'get');
    expect(await readLocaleCookieAsync()).toBe('pt-BR');
    await writeLocaleCookie('fr-CA');
    expect(cookies.get('larder.locale')).toBe('fr-CA');
    const written = store.set.mock.calls[0]?.[0] as unknown as { expires: number; path: string; sameSite: string };
    expect(written).toMatchObject({ path: '/', sameSite: 'lax' });
    expect(written.expires).toBeGreaterThan(Date.now() + 364 * 24 * 3600 * 1000);
    expect(documentCookie).not.toHaveBeenCalled();
  });

  it('falls back to document.cookie without a Cookie Store (a page served over plain HTTP)', async () => {
    expect(await readLocaleCookieAsync()).toBeNull();
    await writeLocaleCookie('de-DE');
    expect(await readLocaleCookieAsync()).toBe('de-DE');
  });
});
