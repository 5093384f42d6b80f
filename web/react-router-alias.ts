import { createRequire } from 'node:module';
import type { Alias } from 'vite';

/**
 * React Router's package exports only its development build (with its warnings switched on); its
 * production build sits beside it, and the production bundles (the browser's and the server's
 * render) take that one.
 */
export const reactRouterProductionAlias: Alias = {
  find: /^react-router$/,
  replacement: createRequire(import.meta.url)
    .resolve('react-router')
    .replace(/[\\/]development[\\/]index\.m?js$/, '/production/index.mjs'),
};
