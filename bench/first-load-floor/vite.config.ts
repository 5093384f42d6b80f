import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { emotionInsertionAlias } from '../../web/emotion-alias.ts';
import { reactRouterProductionAlias } from '../../web/react-router-alias.ts';

// The web app's own aliases (web/vite.config.ts), so the packages build as they do in the app.
export default defineConfig({
  resolve: { alias: [reactRouterProductionAlias, emotionInsertionAlias] },
  plugins: [react()],
  build: { emptyOutDir: true, chunkSizeWarningLimit: 1000 },
});
