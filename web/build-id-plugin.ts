import { randomUUID } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * Gives every build an id: compiled into the client as `__BUILD_ID__` and written to
 * `dist/build.json`, which open tabs poll to notice that a new version was deployed.
 */
export function buildIdPlugin(buildId: string = process.env.LARDER_BUILD_ID ?? randomUUID()): Plugin {
  return {
    name: 'larder-build-id',
    config() {
      return { define: { __BUILD_ID__: JSON.stringify(buildId) } };
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build.json', source: `${JSON.stringify({ buildId })}\n` });
    },
  };
}
