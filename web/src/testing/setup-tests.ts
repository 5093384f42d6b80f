import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { createI18n } from '../lib/i18n/i18n';

await createI18n('en-US');

// Lazy routes load their modules on first render; on a busy machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia; MUI's useMediaQuery then reports "no match" (the mobile layout).
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom does not scroll; the router's scroll restoration calls this on every navigation.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
