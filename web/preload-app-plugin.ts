import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * The HTML's entry (src/entry.ts) runs before the framework has arrived only if nothing it imports
 * statically is from a package: the build fails when a chunk it waits for holds one.
 */
function checkEntryIsLight(chunks: OutputChunk[], entryModule: string) {
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(entryModule)));
  if (!entry) throw new Error(`preload-app: no chunk for ${entryModule}`);
  for (const fileName of staticClosure(chunks, entry.fileName)) {
    const chunk = chunks.find((candidate) => candidate.fileName === fileName);
    const packageModule = chunk?.moduleIds.find((id) => id.includes('node_modules'));
    if (packageModule) {
      throw new Error(
        `${entryModule} would wait for ${fileName}, which holds ${packageModule}: keep packages out of what the entry imports`,
      );
    }
  }
}

/** A chunk and every chunk it imports statically, through their imports. */
function staticClosure(chunks: OutputChunk[], start: string): Set<string> {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    const chunk = chunks.find((candidate) => candidate.fileName === fileName);
    for (const imported of chunk?.imports ?? []) visit(imported);
  };
  visit(start);
  return files;
}

/**
 * The HTML's entry (src/entry.ts) loads the app (`src/main.tsx`) with a dynamic import, so the
 * build would not preload the app's files from the HTML: they would be asked for only once the
 * entry had arrived and run, a round trip later. This adds a `modulepreload` link to the HTML for
 * the app's chunk and every chunk it imports statically, so they download from the first byte.
 */
export function preloadAppPlugin(appModule = 'src/main.tsx', entryModule = 'src/entry.ts'): Plugin {
  return {
    name: 'larder-preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        checkEntryIsLight(chunks, entryModule);
        const app = chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(appModule));
        if (!app) throw new Error(`preload-app: no chunk for ${appModule}`);
        const files = staticClosure(chunks, app.fileName);
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
