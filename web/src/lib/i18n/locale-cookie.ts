import { LOCALE_COOKIE } from '../../config/constants';

export function readLocaleCookie(cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LOCALE_COOKIE.name) return decodeURIComponent(value.join('='));
  }
  return null;
}

export function buildLocaleCookie(code: string): string {
  const maxAge = LOCALE_COOKIE.maxAgeDays * 24 * 60 * 60;
  return `${LOCALE_COOKIE.name}=${encodeURIComponent(code)}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}

export function writeLocaleCookie(code: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the locale must be readable before the app loads
  document.cookie = buildLocaleCookie(code);
}
