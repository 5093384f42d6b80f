import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { buildIdPlugin } from './build-id-plugin';

const primaryColour = '#E58325';

// Every page needs these (React, the router, the query cache, i18n, MUI's styling engine and the
// MUI components of the app shell and of forms): one chunk instead of some sixty small ones, which
// a phone on a slow network fetches a few at a time. Components only some pages use stay in their
// own chunks.
const everyPagePackages = [
  'react',
  'react-dom',
  'scheduler',
  'react-is',
  'use-sync-external-store',
  'react-router',
  '@tanstack/query-core',
  '@tanstack/react-query',
  'openapi-fetch',
  'i18next',
  'react-i18next',
  'idb-keyval',
  '@babel/runtime',
  '@emotion/[a-z-]+',
  'hoist-non-react-statics',
  'stylis',
  'stylis-plugin-rtl',
  'cssjanus',
  'clsx',
  'react-transition-group',
  '@popperjs/core',
  '@mui/system',
  '@mui/utils',
  '@mui/styled-engine',
  '@mui/private-theming',
];
const everyPageMuiComponents = [
  'styles',
  'utils',
  'internal',
  'zero-styled',
  'colors',
  'transitions',
  'DefaultPropsProvider',
  'GlobalStyles',
  'CssBaseline',
  'InitColorSchemeScript',
  'useMediaQuery',
  'useLazyRipple',
  'SvgIcon',
  'ButtonBase',
  'Button',
  'ButtonGroup',
  'IconButton',
  'Box',
  'Stack',
  'Paper',
  'Typography',
  'Link',
  'Alert',
  'Avatar',
  'AppBar',
  'Toolbar',
  'CircularProgress',
  'Snackbar',
  'SnackbarContent',
  'ClickAwayListener',
  'Portal',
  'Popper',
  'Tooltip',
  'Fade',
  'Grow',
  'Modal',
  'Backdrop',
  'Unstable_TrapFocus',
  'Popover',
  'Menu',
  'MenuList',
  'List',
  'ListItemButton',
  'ListItemIcon',
  'ListItemText',
  'FormControl',
  'FormLabel',
  'FormHelperText',
  'InputBase',
  'Input',
  'FilledInput',
  'OutlinedInput',
  'InputLabel',
  'InputAdornment',
  'TextareaAutosize',
  'NativeSelect',
  'Select',
  'TextField',
  'Checkbox',
];
const everyPageModule = new RegExp(
  `node_modules[\\\\/](${everyPagePackages.join('|')}|@mui[\\\\/]material[\\\\/](esm[\\\\/])?(${everyPageMuiComponents.join('|')}))[\\\\/]`,
);

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
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'framework', test: everyPageModule }] },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:9000', changeOrigin: false },
    },
  },
});
