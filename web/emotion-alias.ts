import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/**
 * Emotion's choice of when to write a styled component's rules, replaced by
 * `src/lib/emotion/insertion-effect.ts` (which says why) in the bundle and in the unit tests.
 */
export const emotionInsertionAlias: Alias = {
  find: /^@emotion\/use-insertion-effect-with-fallbacks$/,
  replacement: fileURLToPath(new URL('./src/lib/emotion/insertion-effect.ts', import.meta.url)),
};
