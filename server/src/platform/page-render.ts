import fs from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS_COOKIE } from './auth/plugin.js';

interface Visitor {
  signedIn: boolean;
  phone: boolean;
}

/** A page as the web app renders it: its markup, language, colour scheme and what it was rendered with. */
interface RenderedPage {
  html: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  scheme: 'light' | 'dark';
  inputs: unknown;
}

/** The web app's render of a page (web/src/entry-server.tsx), as built into web/dist-ssr. */
interface PageRenderModule {
  pageReads(url: string, visitor: Visitor): string[] | null;
  renderPage(
    request: Visitor & { url: string; localeCookie: string | null; languages: string[]; answers: Record<string, unknown> },
  ): Promise<RenderedPage | null>;
}

// web/src/config/constants.ts (LOCALE_COOKIE) and web/src/lib/server-markup.ts (SERVER_MARKUP_ID).
const LOCALE_COOKIE = 'larder.locale';
const SERVER_MARKUP_ID = 'larder-server-render';
/** A phone's browser, by its user agent (Android tablets included: the app checks the width itself). */
const PHONE = /Mobi|Android|iPhone|iPod/i;

/** `Accept-Language`'s languages, most wanted first. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map((entry) => entry.tag);
}

/** JSON inside a `<script>` element: nothing in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The app's HTML with the page's markup in its root, and what it was rendered with beside it. */
export function pageHtml(index: string, page: RenderedPage): string {
  return (
    index
      .replace(
        /<html[^>]*>/,
        `<html lang="${page.lang}" dir="${page.dir}" data-color-scheme="${page.scheme}" style="color-scheme: ${page.scheme}">`,
      )
      // The app's modules are asked for once the page is on screen (web/src/entry.ts), not before.
      .replace(/[ \t]*<link rel="modulepreload"[^>]*>\n?/g, '')
      .replace(
        /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/,
        (_match, end: string) =>
          // Inert until the app has taken it over (web/src/app/app.tsx): a field typed into before then
          // would be cleared by the form's first render.
          `<div id="root" inert>${page.html}</div>\n    <script type="application/json" id="${SERVER_MARKUP_ID}">${scriptJson(page.inputs)}</script>${end}`,
      )
  );
}

/**
 * Renders the pages the web app renders on the server (the sign-in page for a signed-out visitor;
 * the group home and a recipe page for a member on a phone), so that the HTML is the page's first
 * paint and the app takes it over when it has loaded. The render module loads on the first such
 * page, not at start. The page's answers are read as the visitor: signed-out, or with the session
 * cookie a browser sends with a page's address, on every request (the render keeps its markup
 * while they are the same). Answers null where the app's plain HTML serves:
 * another page, a request that is not a browser's (an `Authorization` header), a session that is
 * not valid, a page the render declines, or a render that failed (logged).
 */
export function pageRenderer(app: FastifyInstance, { entry, index }: { entry: string; index: string }) {
  let loaded: Promise<PageRenderModule> | undefined;

  async function answersOf(paths: string[], session: string | undefined): Promise<Record<string, unknown> | null> {
    const answers: Record<string, unknown> = {};
    for (const path of paths) {
      const response = await app.inject({ method: 'GET', url: path, cookies: session ? { [ACCESS_COOKIE]: session } : {} });
      if (response.statusCode !== 200) return null;
      answers[path] = response.json();
    }
    return answers;
  }

  return async function render(request: FastifyRequest): Promise<string | null> {
    if (request.headers.authorization) return null;
    const session = request.cookies?.[ACCESS_COOKIE];
    if (session && !request.auth) return null;
    try {
      loaded ??= import(pathToFileURL(entry).href) as Promise<PageRenderModule>;
      const module = await loaded;
      const visitor: Visitor = { signedIn: Boolean(session), phone: PHONE.test(request.headers['user-agent'] ?? '') };
      const reads = module.pageReads(request.url, visitor);
      if (!reads) return null;
      const answers = await answersOf(reads, session);
      if (!answers) return null;
      const localeCookie = request.cookies?.[LOCALE_COOKIE] ?? null;
      const languages = acceptedLanguages(request.headers['accept-language']);
      const page = await module.renderPage({ url: request.url, localeCookie, languages, answers, ...visitor });
      if (!page) return null;
      return pageHtml(await fs.readFile(index, 'utf8'), page);
    } catch (error) {
      request.log.warn({ err: error, url: request.url }, 'page render failed; sending the app without it');
      return null;
    }
  };
}
