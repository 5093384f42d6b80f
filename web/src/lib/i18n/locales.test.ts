import { describe, expect, it } from 'vitest';
import { getLocaleDirection, LOCALES, resolveLocale, toLocaleCode } from './locales';

describe('locales', () => {
  it('registers the 42 locales, each with a native name', () => {
    expect(LOCALES.map((l) => l.code)).toEqual(
      'af-ZA ar-SA bg-BG ca-ES cs-CZ da-DK de-DE el-GR en-GB en-US es-ES et-EE fi-FI fr-BE fr-CA fr-FR gl-ES he-IL hr-HR hu-HU is-IS it-IT ja-JP ko-KR lt-LT lv-LV nl-NL no-NO pl-PL pt-BR pt-PT ro-RO ru-RU sk-SK sl-SI sr-SP sv-SE tr-TR uk-UA vi-VN zh-CN zh-TW'.split(
        ' ',
      ),
    );
    for (const locale of LOCALES) expect(locale.name.length).toBeGreaterThan(1);
    expect(new Set(LOCALES.map((l) => l.name)).size).toBe(42);
  });

  it('writes Arabic and Hebrew right to left', () => {
    expect(LOCALES.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ar-SA', 'he-IL']);
    expect(getLocaleDirection('he-IL')).toBe('rtl');
    expect(getLocaleDirection('de-DE')).toBe('ltr');
  });

  it('picks the cookie, then browser languages, then en-US', () => {
    expect(resolveLocale(['de-DE', 'fr-FR'])).toBe('de-DE');
    expect(resolveLocale([null, 'fr', 'de'])).toBe('fr-FR');
    expect(resolveLocale(['pt'])).toBe('pt-PT');
    expect(resolveLocale(['en-AU'])).toBe('en-US');
    expect(resolveLocale(['zh-cn'])).toBe('zh-CN');
    expect(resolveLocale(['xx-XX', undefined])).toBe('en-US');
    expect(resolveLocale([])).toBe('en-US');
    expect(toLocaleCode('nope')).toBe('en-US');
  });
});
