import type { Plugin } from 'vite';

/**
 * The HTML's entry (src/entry.ts) loads the app (`src/main.tsx`) with a dynamic import, so the
 * build would not preload the app's files from the HTML: they would be asked for only once the
 * entry had arrived and run, a round trip later. This adds a `modulepreload` link to the HTML for
 * the app's chunk and every chunk it imports statically, so they download from the first byte.
 */
export function preloadAppPlugin(appModule = 'src/main.tsx'): Plugin {
  return {
    name: 'larder-preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const app = chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(appModule));
        if (!app) throw new Error(`preload-app: no chunk for ${appModule}`);
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          const chunk = chunks.find((candidate) => candidate.fileName === fileName);
          for (const imported of chunk?.imports ?? []) visit(imported);
        };
        visit(app.fileName);
        const preloaded = new Set([...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((match) => match[1]));
        const links = [...files]
          .filter((file) => !preloaded.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
        return { html, tags: links };
      },
    },
  };
}
