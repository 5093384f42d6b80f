import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server's render of the pages it renders (src/entry-server.tsx), one file with every package
// in it, loaded by the server on the first page it renders (server/src/platform/web-app.ts).
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/[\\/]development[\\/]index\.m?js$/, '/production/index.mjs');

export default defineConfig({
  resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] },
  plugins: [react()],
  publicDir: false,
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    sourcemap: false,
  },
});
