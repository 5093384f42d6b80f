import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { buildIdPlugin } from './build-id-plugin';

const primaryColour = '#E58325';

export default defineConfig({
  plugins: [
    react(),
    buildIdPlugin(),
    VitePWA({
      registerType: 'prompt',
      // src/lib/pwa/register-service-worker.ts registers the worker with workbox-window.
      injectRegister: false,
      includeAssets: ['icons/icon.svg'],
      manifest: {
        name: 'Larder',
        short_name: 'Larder',
        description: 'Self-hosted recipe manager',
        theme_color: primaryColour,
        background_color: '#FFFFFF',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        launch_handler: { client_mode: 'focus-existing' },
        // screens.md §1.9; the meal planner joins when it exists.
        shortcuts: [{ name: 'Shopping lists', url: '/shopping-lists', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] }],
        icons: [
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        share_target: {
          action: '/r/create/url',
          method: 'GET',
          // Apps put a shared page's address in `url` or inside `text`; the route picks it out.
          params: { title: 'title', text: 'text', url: 'url' },
        },
      },
      workbox: {
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/docs/, /^\/redoc/, /^\/openapi\.json/, /^\/build\.json/],
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:9000', changeOrigin: false },
    },
  },
});
