import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { emotionInsertionAlias } from './emotion-alias';

export default defineConfig({
  plugins: [react()],
  define: { __BUILD_ID__: JSON.stringify('test-build') },
  resolve: {
    alias: [emotionInsertionAlias],
    // The packages' browser ES modules, as the bundle takes them: Emotion's CommonJS build would load
    // its insertion-effect module with Node's require, past the alias.
    conditions: ['module', 'browser', 'development|production'],
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup-tests.ts'],
    restoreMocks: true,
    testTimeout: 30_000,
    // Emotion goes through the alias above only if Vitest loads it rather than Node.
    server: { deps: { inline: [/[\\/]@emotion[\\/]/] } },
  },
});
