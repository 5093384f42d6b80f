const ltr = <C extends string>(code: C, name: string) => ({ code, name, dir: 'ltr' as 'ltr' | 'rtl' });
const rtl = <C extends string>(code: C, name: string) => ({ code, name, dir: 'rtl' as 'ltr' | 'rtl' });

/** Mealie's 42 locales, in code order; `name` is the language's own name for itself. */
export const LOCALES = [
  ltr('af-ZA', 'Afrikaans'),
  rtl('ar-SA', 'العربية'),
  ltr('bg-BG', 'Български'),
  ltr('ca-ES', 'Català'),
  ltr('cs-CZ', 'Čeština'),
  ltr('da-DK', 'Dansk'),
  ltr('de-DE', 'Deutsch'),
  ltr('el-GR', 'Ελληνικά'),
  ltr('en-GB', 'British English'),
  ltr('en-US', 'American English'),
  ltr('es-ES', 'Español'),
  ltr('et-EE', 'Eesti'),
  ltr('fi-FI', 'Suomi'),
  ltr('fr-BE', 'Français (Belgique)'),
  ltr('fr-CA', 'Français (Canada)'),
  ltr('fr-FR', 'Français'),
  ltr('gl-ES', 'Galego'),
  rtl('he-IL', 'עברית'),
  ltr('hr-HR', 'Hrvatski'),
  ltr('hu-HU', 'Magyar'),
  ltr('is-IS', 'Íslenska'),
  ltr('it-IT', 'Italiano'),
  ltr('ja-JP', '日本語'),
  ltr('ko-KR', '한국어'),
  ltr('lt-LT', 'Lietuvių'),
  ltr('lv-LV', 'Latviešu'),
  ltr('nl-NL', 'Nederlands'),
  ltr('no-NO', 'Norsk'),
  ltr('pl-PL', 'Polski'),
  ltr('pt-BR', 'Português do Brasil'),
  ltr('pt-PT', 'Português'),
  ltr('ro-RO', 'Română'),
  ltr('ru-RU', 'Русский'),
  ltr('sk-SK', 'Slovenčina'),
  ltr('sl-SI', 'Slovenščina'),
  ltr('sr-SP', 'Српски'),
  ltr('sv-SE', 'Svenska'),
  ltr('tr-TR', 'Türkçe'),
  ltr('uk-UA', 'Українська'),
  ltr('vi-VN', 'Tiếng Việt'),
  ltr('zh-CN', '简体中文'),
  ltr('zh-TW', '繁體中文'),
] as const;

export type LocaleInfo = (typeof LOCALES)[number];
export type LocaleCode = LocaleInfo['code'];

export const DEFAULT_LOCALE: LocaleCode = 'en-US';

export function findLocale(code: string): LocaleInfo | undefined {
  return LOCALES.find((locale) => locale.code.toLowerCase() === code.toLowerCase());
}

export function getLocaleDirection(code: string): 'ltr' | 'rtl' {
  return findLocale(code)?.dir ?? 'ltr';
}

/**
 * Picks the first supported locale among the candidates (cookie first, then the browser's
 * languages): an exact match, else the main locale of the same language (fr → fr-FR), else en-US.
 */
export function resolveLocale(candidates: readonly (string | null | undefined)[]): LocaleCode {
  for (const candidate of candidates) {
    if (!candidate) continue;
    const exact = findLocale(candidate);
    if (exact) return exact.code;
    const language = candidate.split(/[-_]/)[0]?.toLowerCase() ?? '';
    if (language === 'en') return DEFAULT_LOCALE;
    const sameLanguage = findLocale(`${language}-${language}`) ?? LOCALES.find((locale) => locale.code.split('-')[0] === language);
    if (sameLanguage) return sameLanguage.code;
  }
  return DEFAULT_LOCALE;
}

/** The supported code for a language tag, falling back to en-US. */
export function toLocaleCode(code: string): LocaleCode {
  return findLocale(code)?.code ?? DEFAULT_LOCALE;
}
