import { STORAGE_KEYS } from '../../../config/constants';
import { readLocalStorage } from '../../../lib/local-storage';

export type ColorScheme = 'light' | 'dark';

export function readStoredColorScheme(): ColorScheme | null {
  const value = readLocalStorage(STORAGE_KEYS.colorScheme);
  return value === 'light' || value === 'dark' ? value : null;
}

export function storeColorScheme(scheme: ColorScheme): void {
  localStorage.setItem(STORAGE_KEYS.colorScheme, scheme);
}

/** The user's stored choice wins; otherwise the server's `useDark` setting decides. */
export function resolveColorScheme(stored: ColorScheme | null, useDark: boolean | undefined): ColorScheme {
  return stored ?? (useDark ? 'dark' : 'light');
}

/** e2e tests and CSS read the active scheme from `<html data-color-scheme>`. */
export function applyDocumentColorScheme(scheme: ColorScheme): void {
  document.documentElement.dataset.colorScheme = scheme;
  document.documentElement.style.colorScheme = scheme;
}
