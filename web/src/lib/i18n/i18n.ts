import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import fallbackMessages from '../../locales/en-US.json';
import { readLocaleCookieAsync, writeLocaleCookie } from './locale-cookie';
import { DEFAULT_LOCALE, getLocaleDirection, resolveLocale } from './locales';

type Messages = Record<string, unknown>;
export type LocaleLoader = () => Promise<{ default: Messages }>;

// Only locales with a file are loadable; the others fall back to en-US. en-US is part of the boot
// bundle: every page needs it (the fallback of every other locale), and loaded on its own it was a
// request that could only start once the app's modules had run, one more round trip before the
// first render.
const localeFiles = import.meta.glob<{ default: Messages }>(['../../locales/*.json', '!../../locales/en-US.json']);

export function getLocaleLoader(code: string): LocaleLoader | undefined {
  if (code === DEFAULT_LOCALE) return () => Promise.resolve({ default: fallbackMessages });
  return localeFiles[`../../locales/${code}.json`];
}

/** Loads one locale's messages; a failed load is logged and the app goes on in en-US. */
export async function loadLocaleMessages(loader: LocaleLoader | undefined): Promise<Messages | null> {
  if (!loader) return null;
  try {
    return (await loader()).default;
  } catch {
    console.error('Failed locale loading');
    return null;
  }
}

/** The remembered locale, else the browser's first supported language, else en-US. */
export function detectLocale(remembered: string | null): string {
  return resolveLocale([remembered, ...(navigator.languages ?? []), navigator.language]);
}

export function applyDocumentLocale(code: string): void {
  document.documentElement.lang = code;
  document.documentElement.dir = getLocaleDirection(code);
}

export async function createI18n(locale: string, instance: I18n = i18next): Promise<I18n> {
  const resources: Resource = {};
  const fallback = await loadLocaleMessages(getLocaleLoader(DEFAULT_LOCALE));
  if (fallback) resources[DEFAULT_LOCALE] = { translation: fallback };
  if (locale !== DEFAULT_LOCALE) {
    const messages = await loadLocaleMessages(getLocaleLoader(locale));
    if (messages) resources[locale] = { translation: messages };
  }
  await instance.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return instance;
}

/** Boot: detect the locale, remember it for a year, load its messages. */
export async function initI18n(): Promise<I18n> {
  const locale = detectLocale(await readLocaleCookieAsync());
  void writeLocaleCookie(locale).catch(() => undefined);
  applyDocumentLocale(locale);
  return createI18n(locale);
}

export function getCurrentLocale(): string {
  return i18next.language || DEFAULT_LOCALE;
}

/** Switching language reloads the page, as Mealie does, so every cached string is redone. */
export async function changeLocale(code: string): Promise<void> {
  try {
    await writeLocaleCookie(code);
  } finally {
    window.location.reload();
  }
}

export { i18next as i18n };
