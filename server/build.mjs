import fs from 'node:fs';
import { build } from 'esbuild';

// Third-party packages stay in node_modules and load at run time. Our workspace libraries
// (@larder/*) are TypeScript sources that Node cannot load, so they are bundled into the output.
const keepThirdPartyExternal = {
  name: 'keep-third-party-external',
  setup(builder) {
    // esbuild filters are Go regular expressions (no look-ahead): @larder/* is told apart here.
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.kind === 'entry-point' || args.path.startsWith('@larder/') ? undefined : { path: args.path, external: true },
    );
  },
};

// Split so that what loads on first use (the ingredient parser and its model, the scraper, seed
// lists) is a chunk of its own, read when first imported rather than at start.
fs.rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  splitting: true,
  outdir: 'dist',
  chunkNames: 'chunks/[name]-[hash]',
  plugins: [keepThirdPartyExternal],
  logLevel: 'info',
});
