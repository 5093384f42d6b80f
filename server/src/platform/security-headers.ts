import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

type Directives = Record<string, string[]>;

/**
 * The policy the built web app runs under. Styles allow 'unsafe-inline' because MUI (emotion)
 * injects <style> tags at run time; scripts come only from our own files (index.html has no inline
 * script). Images are our own media (`/api/media/...`), data: icons, blob: previews of a file
 * picked for upload, and https images that a recipe's or comment's Markdown links to (users write
 * those themselves, and Mealie shows them).
 */
export const APP_CSP: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
};

/**
 * Recipe media opened directly: Chrome shows a PDF asset through a built-in plugin that
 * `object-src 'none'` on the PDF's own answer would block (crbug.com/271452). Anything a browser
 * could run is sent as a download anyway (recipes/media).
 */
const MEDIA_CSP: Directives = { ...APP_CSP, 'object-src': ["'self'"] };
const MEDIA_PREFIX = '/api/media/';

const helmetOptions = (csp: Directives): HelmetOptions => ({
  contentSecurityPolicy: { useDefaults: false, directives: csp },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'same-origin' },
  // Browsers ignore HSTS over plain http; behind HTTPS it must not pin the owner's other
  // (often plain-http, self-hosted) sub-domains.
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
  // Mealie sends no CORP: other sites and dashboards may show our recipe images in <img> tags.
  crossOriginResourcePolicy: false,
  // Headers for browsers of the past (Internet Explorer's downloads and XSS filter, Flash's
  // cross-domain policies) or that change nothing here: every answer carries each header, so only
  // those that protect a current browser are sent.
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  originAgentCluster: false,
});

/**
 * The headers helmet sets for `options`, computed once. The policy is the same for every answer
 * of a kind, and running helmet's middleware chain on each request cost a fifth of the throughput
 * of a cached recipe list (bench/recipes.mjs), so each answer only copies these values.
 */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Security headers on every answer (API, web app, media, errors and 404s): the CSP above,
 * `nosniff`, no referrer beyond our own origin, and no framing. Set when a request arrives, so an
 * error or a 404 carries them too; a route may replace its CSP (Swagger UI does).
 */
export const securityHeaders = fp(
  async (app: FastifyInstance) => {
    const appHeaders = headersOf(helmetOptions(APP_CSP));
    const mediaHeaders = headersOf(helmetOptions(MEDIA_CSP));
    // A callback hook: an async one would add a promise to every request for no waiting.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith(MEDIA_PREFIX) ? mediaHeaders : appHeaders);
      done();
    });
  },
  { name: 'security-headers' },
);

/**
 * Swagger UI (`/docs`) sends its own policy (`staticCSP: true`). This keeps framing denied there
 * too, lets it apply the inline styles it sets at run time (as the app may), and drops
 * `upgrade-insecure-requests`, which would send /docs' own files to https on a plain-http install.
 */
export function docsCsp(header: string): string {
  const directives = new Map<string, string>();
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name, values.join(' '));
  }
  directives.delete('upgrade-insecure-requests');
  directives.set('style-src', APP_CSP['style-src'].join(' '));
  directives.set('frame-ancestors', APP_CSP['frame-ancestors'].join(' '));
  return [...directives].map(([name, value]) => (value ? `${name} ${value}` : name)).join('; ');
}
