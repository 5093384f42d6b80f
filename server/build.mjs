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

await build({
  entryPoints: ['src/main.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  outfile: 'dist/main.js',
  plugins: [keepThirdPartyExternal],
  logLevel: 'info',
});
