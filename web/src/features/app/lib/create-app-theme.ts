import { createTheme, type PaletteColorOptions, type Theme } from '@mui/material/styles';
import type { AppTheme } from '../../../api/app/get-theme';
import { BREAKPOINTS } from '../../../config/constants';
import type { ColorScheme } from './color-scheme';
import { type ColorVariations, colorVariations, isHexColor } from './color-variations';

export const THEME_COLOR_NAMES = ['primary', 'accent', 'secondary', 'success', 'info', 'warning', 'error'] as const;
export type ThemeColorName = (typeof THEME_COLOR_NAMES)[number];
export type ThemeColors = Record<ThemeColorName, string>;

/** Mealie's defaults, used for any colour the server leaves out. */
export const DEFAULT_THEME_COLORS: ThemeColors = {
  primary: '#E58325',
  accent: '#007A99',
  secondary: '#973542',
  success: '#43A047',
  info: '#1976d2',
  warning: '#FF6D00',
  error: '#EF5350',
};

export const DARK_BACKGROUND = '#1E1E1E';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
  interface Palette {
    accent: Palette['primary'];
  }
  interface PaletteOptions {
    accent?: PaletteOptions['primary'];
  }
  interface Theme {
    colorVariations: Record<ThemeColorName, ColorVariations>;
  }
  interface ThemeOptions {
    colorVariations?: Record<ThemeColorName, ColorVariations>;
  }
}

const capitalise = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/** The colours of one mode from `/api/app/about/theme`, with defaults for missing or bad values. */
export function resolveThemeColors(theme: Partial<AppTheme> | undefined, mode: ColorScheme): ThemeColors {
  const colors = { ...DEFAULT_THEME_COLORS };
  for (const name of THEME_COLOR_NAMES) {
    const value = (theme as Record<string, unknown> | undefined)?.[`${mode}${capitalise(name)}`];
    if (isHexColor(value)) colors[name] = value;
  }
  return colors;
}

export interface AppThemeInput {
  mode: ColorScheme;
  colors: ThemeColors;
  direction: 'ltr' | 'rtl';
}

export function createAppTheme({ mode, colors, direction }: AppThemeInput): Theme {
  const variations = Object.fromEntries(THEME_COLOR_NAMES.map((name) => [name, colorVariations(colors[name])])) as Record<
    ThemeColorName,
    ColorVariations
  >;
  const paletteColor = (name: ThemeColorName): PaletteColorOptions => ({
    main: variations[name].base,
    light: variations[name].lighten1,
    dark: variations[name].darken1,
  });
  return createTheme({
    direction,
    breakpoints: { values: BREAKPOINTS },
    colorVariations: variations,
    palette: {
      mode,
      primary: paletteColor('primary'),
      secondary: paletteColor('secondary'),
      accent: paletteColor('accent'),
      success: paletteColor('success'),
      info: paletteColor('info'),
      warning: paletteColor('warning'),
      error: paletteColor('error'),
      ...(mode === 'dark' ? { background: { default: DARK_BACKGROUND, paper: DARK_BACKGROUND } } : {}),
    },
    typography: { button: { textTransform: 'none' } },
    components: {
      MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
      MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
      MuiToggleButton: { styleOverrides: { root: { textTransform: 'none' } } },
    },
  });
}
