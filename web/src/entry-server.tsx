import { dehydrate } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { AppAbout } from './api/app/get-about';
import { appKeys } from './api/app/keys';
import type { SessionUser } from './api/users/get-current-user';
import { userKeys } from './api/users/keys';
import { AppProviders } from './app/app';
import { matchPage, type PageMatch } from './app/page-modules';
import { routes } from './app/router';
import type { ServerMarkupInputs } from './app/server-markup';
import { type ServerRenderedPage, serverRenderedPages } from './app/server-rendered-pages';
import { resolveColorScheme } from './features/app/lib/color-scheme';
import { ServerSessionContext } from './lib/auth/server-session';
import { createI18n } from './lib/i18n/i18n';
import { getLocaleDirection, resolveLocale } from './lib/i18n/locales';
import { createQueryClient } from './lib/react-query';

export interface RenderedPage {
  html: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  scheme: ServerMarkupInputs['scheme'];
  inputs: ServerMarkupInputs;
}

/** Who asks for a page, as far as its render goes. */
export interface Visitor {
  /** Signed in (the request carries a session), or not. */
  signedIn: boolean;
  /** The browser is a phone's (by its user agent); pages at a phone's width are rendered only for one. */
  phone: boolean;
}

export interface RenderRequest extends Visitor {
  /** The page's address, path and query. */
  url: string;
  /** The locale cookie's value, and the browser's `Accept-Language` languages in order. */
  localeCookie: string | null;
  languages: string[];
  /** The answers of `pageReads`, by address, as the visitor gets them. */
  answers: Record<string, unknown>;
}

/** Rendered markup kept, by page address, visitor, language and answers: the last pages rendered. */
const KEPT_MARKUP = 32;
const keptMarkup = new Map<string, string>();
/** One i18n instance per language: messages do not change while the server runs. */
const i18nInstances = new Map<string, ReturnType<typeof createI18n>>();

function keepMarkup(key: string, html: string) {
  if (keptMarkup.size >= KEPT_MARKUP) keptMarkup.delete(keptMarkup.keys().next().value!);
  keptMarkup.set(key, html);
}

interface Found {
  address: URL;
  page: PageMatch;
  entry: ServerRenderedPage;
}

function find(url: string, { signedIn, phone }: Visitor): Found | null {
  const address = new URL(url, 'http://larder.invalid');
  const page = matchPage(address.pathname);
  const entry = serverRenderedPages[page.path];
  if (!entry || entry.session !== (signedIn ? 'member' : 'signed-out') || (entry.narrow && !phone)) return null;
  return { address, page, entry };
}

/**
 * The API addresses the server reads, as the visitor, for the page at `url` before rendering it, or
 * null for a page it does not render for them (`serverRenderedPages`).
 */
export function pageReads(url: string, visitor: Visitor): string[] | null {
  const found = find(url, visitor);
  return found?.entry.reads(found.page, found.address.search)?.map((read) => read.path) ?? null;
}

/**
 * Renders a page to HTML, or answers null where the server does not render it or cannot render it
 * as the app would: a right-to-left language (its styles are mirrored by a cache of the app's own),
 * a failed read, a member's page of another group, or a page the router sends elsewhere or fails.
 */
export async function renderPage({ url, localeCookie, languages, answers, ...visitor }: RenderRequest): Promise<RenderedPage | null> {
  const found = find(url, visitor);
  const reads = found?.entry.reads(found.page, found.address.search);
  if (!found || !reads || reads.some((read) => answers[read.path] === undefined || answers[read.path] === null)) return null;
  const { address, page, entry } = found;
  const locale = resolveLocale([localeCookie, ...languages]);
  const dir = getLocaleDirection(locale);
  if (dir === 'rtl') return null;

  const queryClient = createQueryClient();
  for (const read of reads) {
    const answer = read.fromAnswer ? read.fromAnswer(answers[read.path]) : answers[read.path];
    queryClient.setQueryData(read.queryKey, read.firstPage === undefined ? answer : { pages: [answer], pageParams: [read.firstPage] });
  }
  const user = visitor.signedIn ? (queryClient.getQueryData<SessionUser>(userKeys.self()) ?? null) : null;
  if (visitor.signedIn && user?.groupSlug !== page.params.groupSlug) return null;

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(address.href));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const key = JSON.stringify([url, visitor, locale, answers]);
  let html = keptMarkup.get(key);
  if (html === undefined) {
    // An instance per language: one request's language never serves another's.
    let i18n = i18nInstances.get(locale);
    if (!i18n) {
      i18n = createI18n(locale, createInstance());
      i18nInstances.set(locale, i18n);
    }
    html = renderToString(
      <StrictMode>
        <I18nextProvider i18n={await i18n}>
          <ServerSessionContext value={visitor.signedIn}>
            <AppProviders queryClient={queryClient}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </ServerSessionContext>
        </I18nextProvider>
      </StrictMode>,
    );
    keepMarkup(key, html);
  }
  // The answers are the ones just read, so the app takes them as fresh, whenever the markup was made.
  const inputs: ServerMarkupInputs = {
    page: page.path,
    locale,
    scheme: resolveColorScheme(null, queryClient.getQueryData<AppAbout>(appKeys.about())?.useDark),
    userId: user?.id ?? null,
    narrow: entry.narrow,
    stored: entry.stored?.() ?? null,
    queries: dehydrate(queryClient),
    loaderData: context.loaderData,
  };
  queryClient.clear();
  return { html, lang: locale, dir, scheme: inputs.scheme, inputs };
}
