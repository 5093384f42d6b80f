import { describe, expect, it } from 'vitest';
import { createAppTheme, DEFAULT_THEME_COLORS, resolveThemeColors } from './create-app-theme';

describe('resolveThemeColors', () => {
  it('falls back to the defaults for missing or malformed colours', () => {
    expect(resolveThemeColors(undefined, 'light')).toEqual(DEFAULT_THEME_COLORS);
    const colors = resolveThemeColors({ lightPrimary: '#123456', lightAccent: 'blue', darkPrimary: '#abcdef' }, 'light');
    expect(colors.primary).toBe('#123456');
    expect(colors.accent).toBe('#007A99');
    expect(colors.error).toBe('#EF5350');
  });

  it('reads the colours of the requested mode', () => {
    expect(resolveThemeColors({ lightPrimary: '#123456', darkPrimary: '#abcdef' }, 'dark').primary).toBe('#abcdef');
  });
});

describe('createAppTheme', () => {
  const light = createAppTheme({ mode: 'light', colors: DEFAULT_THEME_COLORS, direction: 'ltr' });
  const dark = createAppTheme({ mode: 'dark', colors: DEFAULT_THEME_COLORS, direction: 'rtl' });

  it('uses the primary colour and its variations', () => {
    expect(light.palette.primary.main).toBe('#e58325');
    expect(light.palette.accent.main).toBe('#007a99');
    expect(light.colorVariations.primary.lighten1).toBe(light.palette.primary.light);
  });

  it('never upper-cases button text', () => {
    expect(light.typography.button.textTransform).toBe('none');
  });

  it('uses the project breakpoints', () => {
    expect(light.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 });
  });

  it('has the dark background and the text direction', () => {
    expect(dark.palette.mode).toBe('dark');
    expect(dark.palette.background.default).toBe('#1E1E1E');
    expect(dark.direction).toBe('rtl');
  });
});
