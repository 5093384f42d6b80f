import { createContext, useContext } from 'react';
import type { ColorScheme } from '../lib/color-scheme';

export interface ColorSchemeContextValue {
  scheme: ColorScheme;
  toggleScheme: () => void;
}

export const ColorSchemeContext = createContext<ColorSchemeContextValue | null>(null);

export function useColorSchemeSetting(): ColorSchemeContextValue {
  const value = useContext(ColorSchemeContext);
  if (!value) throw new Error('useColorSchemeSetting must be used inside <AppThemeProvider>');
  return value;
}
