import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { buildIdPlugin } from './build-id-plugin';
import { emotionInsertionAlias } from './emotion-alias';
import { preloadAppPlugin } from './preload-app-plugin';
import { reactRouterProductionAlias } from './react-router-alias';

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
  'FormControlLabel',
  'Switch',
  'SwitchBase',
  'Card',
  'CardContent',
  'CardActionArea',
  'Chip',
  'Divider',
  'ListItem',
];
const everyPageModule = new RegExp(
  `node_modules[\\\\/](${everyPagePackages.join('|')}|@mui[\\\\/]material[\\\\/](esm[\\\\/])?(${everyPageMuiComponents.join('|')}))[\\\\/]`,
);

// The app's own modules that most pages share, with the icons, in four chunks instead of some
// seventy files of a few hundred bytes: a phone on HTTP/1.1 fetches six files at a time, so each
// small file costs a round trip. Modules only some pages use stay with their pages.
const srcModule = (pattern: string) => new RegExp(`web[\\\\/]src[\\\\/](${pattern})`);
// What the HTML's entry (src/entry.ts) imports: the page's module table, its first reads, the
// server markup's marker and the paths, without the framework. The app's modules import them too,
// and in one of the chunks below they would make the entry wait for that chunk's imports, the
// framework among them; in a chunk of their own, they arrive with the entry (the HTML preloads it).
const entryModule = srcModule('app[\\\\/](page-modules|boot-reads)\\.ts$|lib[\\\\/]server-markup\\.ts$');
const appGroups = [
  // Every page: the root, the session, messages, notifications, the service worker, live events
  // and the small components of every screen.
  {
    name: 'boot',
    test: srcModule(
      'app[\\\\/][^\\\\/]+\\.tsx?$|app[\\\\/]live-updates[\\\\/]|lib[\\\\/](auth|pwa|i18n|live-events|notifications|errors|hooks|group-source|route-prefetch)[\\\\/]|components[\\\\/]ui[\\\\/](page-loader|logo|page|user-avatar|link|notifications|copy-button|confirm-dialog|search-field|summary-list)[\\\\/]',
    ),
  },
  // The signed-in pages' frame: app bar, drawers, language and colour-scheme controls.
  { name: 'shell', test: srcModule('app[\\\\/]layouts[\\\\/](?!blank-layout)|features[\\\\/]app[\\\\/]') },
  // The API client, the query keys and the read queries (the forms' writes, with their schemas, stay apart).
  { name: 'api', test: srcModule('(config|api)[\\\\/][^\\\\/]+\\.ts$|api[\\\\/][^\\\\/]+[\\\\/](keys|get-[^\\\\/]+)\\.ts$') },
  // Every icon the app uses: about 10 KB gzip together, one file each otherwise.
  { name: 'icons', test: /node_modules[\\/]@mui[\\/]icons-material[\\/]/ },
];

export default defineConfig(({ command }) => ({
  resolve: {
    alias: [...(command === 'build' ? [reactRouterProductionAlias] : []), emotionInsertionAlias],
  },
  plugins: [
    react(),
    buildIdPlugin(),
    preloadAppPlugin(),
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
        codeSplitting: {
          groups: [
            { name: 'page-table', test: entryModule, priority: 3 },
            { name: 'framework', test: everyPageModule, priority: 2 },
            ...appGroups.map((group) => ({ ...group, priority: 1 })),
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:9000', changeOrigin: false },
    },
  },
}));
