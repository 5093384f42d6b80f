import { describe, expect, it } from 'vitest';
import { applyDocumentColorScheme, readStoredColorScheme, resolveColorScheme, storeColorScheme } from './color-scheme';

describe('colour scheme preference', () => {
  it('keeps the choice under larder.color-scheme', () => {
    expect(readStoredColorScheme()).toBeNull();
    storeColorScheme('dark');
    expect(localStorage.getItem('larder.color-scheme')).toBe('dark');
    expect(readStoredColorScheme()).toBe('dark');
    localStorage.setItem('larder.color-scheme', 'sepia');
    expect(readStoredColorScheme()).toBeNull();
  });

  it('prefers the stored choice, else the server useDark setting', () => {
    expect(resolveColorScheme('light', true)).toBe('light');
    expect(resolveColorScheme(null, true)).toBe('dark');
    expect(resolveColorScheme(null, false)).toBe('light');
    expect(resolveColorScheme(null, undefined)).toBe('light');
  });

  it('exposes the scheme on <html data-color-scheme>', () => {
    applyDocumentColorScheme('dark');
    expect(document.documentElement.dataset.colorScheme).toBe('dark');
  });
});
