import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import rtlPlugin from 'stylis-plugin-rtl';
import { useAbout } from '../../../api/app/get-about';
import { useAppTheme } from '../../../api/app/get-theme';
import { getLocaleDirection } from '../../../lib/i18n/locales';
import {
  applyDocumentColorScheme,
  type ColorScheme,
  readStoredColorScheme,
  resolveColorScheme,
  storeColorScheme,
} from '../lib/color-scheme';
import { createAppTheme, resolveThemeColors, type ThemeColors } from '../lib/create-app-theme';
import { ColorSchemeContext } from './color-scheme-context';

// MUI's direction only flips its own logic; this stylis plugin mirrors the generated CSS
// (margins, paddings, positions) for Arabic and Hebrew.
const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] });

/** The MUI theme: server colours (`/api/app/about/theme`), light/dark choice, text direction. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const about = useAbout();
  const serverTheme = useAppTheme();
  const [stored, setStored] = useState<ColorScheme | null>(readStoredColorScheme);
  const scheme = resolveColorScheme(stored, about.data?.useDark);
  const direction = getLocaleDirection(i18n.language);

  useEffect(() => applyDocumentColorScheme(scheme), [scheme]);

  const toggleScheme = useCallback(() => {
    const next: ColorScheme = scheme === 'dark' ? 'light' : 'dark';
    storeColorScheme(next);
    setStored(next);
  }, [scheme]);

  // Keyed by the colours, not by the answer: a theme that arrives with the colours already in use
  // (the defaults, usually) does not build a new theme, which would restyle every component.
  const colorsKey = JSON.stringify(resolveThemeColors(serverTheme.data, scheme));
  const theme = useMemo(
    () => createAppTheme({ mode: scheme, colors: JSON.parse(colorsKey) as ThemeColors, direction }),
    [scheme, colorsKey, direction],
  );
  const context = useMemo(() => ({ scheme, toggleScheme }), [scheme, toggleScheme]);

  const themed = (
    <ColorSchemeContext value={context}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </ColorSchemeContext>
  );
  return direction === 'rtl' ? <CacheProvider value={rtlCache}>{themed}</CacheProvider> : themed;
}
