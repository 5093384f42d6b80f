import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { reactRouterProductionAlias } from './react-router-alias';

// The server's render of the pages it renders (src/entry-server.tsx): every package bundled in, so
// nothing beside it is resolved at run time, split into chunks that load with the pages that use
// them; loaded by the server on the first page it renders (server/src/platform/page-render.ts).
export default defineConfig({
  resolve: { alias: [reactRouterProductionAlias] },
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
