import { dehydrate } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { AppAbout } from './api/app/get-about';
import { appKeys } from './api/app/keys';
import { AppProviders } from './app/app';
import { matchPage } from './app/page-modules';
import { routes } from './app/router';
import type { ServerMarkupInputs } from './app/server-markup';
import { serverRenderedPages } from './app/server-rendered-pages';
import { resolveColorScheme } from './features/app/lib/color-scheme';
import { createI18n } from './lib/i18n/i18n';
import { getLocaleDirection, resolveLocale } from './lib/i18n/locales';
import { createQueryClient } from './lib/react-query';

export interface RenderedPage {
  html: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  inputs: ServerMarkupInputs;
}

export interface RenderRequest {
  /** The page's address, path and query. */
  url: string;
  /** The locale cookie's value, and the browser's `Accept-Language` languages in order. */
  localeCookie: string | null;
  languages: string[];
  /** The answers of `pageReads(url)`, by address, as a signed-out visitor gets them. */
  answers: Record<string, unknown>;
}

/**
 * The API addresses the server reads for the page at `url` before rendering it, or null for a page
 * it does not render (`serverRenderedPages`).
 */
export function pageReads(url: string): string[] | null {
  const page = matchPage(new URL(url, 'http://larder.invalid').pathname);
  return serverRenderedPages[page.path]?.map((read) => read.path) ?? null;
}

/**
 * Renders a page for a signed-out visitor to HTML, or answers null for a page the server does not
 * render or cannot render as the app would: a right-to-left language (its styles are mirrored by a
 * cache of the app's own), a failed read, or a page the router sends elsewhere.
 */
export async function renderPage({ url, localeCookie, languages, answers }: RenderRequest): Promise<RenderedPage | null> {
  const address = new URL(url, 'http://larder.invalid');
  const page = matchPage(address.pathname);
  const reads = serverRenderedPages[page.path];
  if (!reads || reads.some((read) => answers[read.path] === undefined || answers[read.path] === null)) return null;
  const locale = resolveLocale([localeCookie, ...languages]);
  const dir = getLocaleDirection(locale);
  if (dir === 'rtl') return null;

  const queryClient = createQueryClient();
  for (const read of reads) queryClient.setQueryData(read.queryKey, answers[read.path]);

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(address.href));
  // A redirect or an answer of the router's own: the app in the browser handles it.
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // An instance of its own: one request's language never serves another's.
  const i18n = await createI18n(locale, createInstance());
  const html = renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </I18nextProvider>
    </StrictMode>,
  );
  const scheme = resolveColorScheme(null, queryClient.getQueryData<AppAbout>(appKeys.about())?.useDark);
  const queries = dehydrate(queryClient);
  queryClient.clear();
  return { html, lang: locale, dir, inputs: { page: page.path, locale, scheme, queries } };
}
