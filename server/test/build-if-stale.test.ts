import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without type declarations
import { isStale, recordBuild } from '../../scripts/build-if-stale.mjs';

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-stale-'));
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
  fs.writeFileSync(path.join(base, file), text);
};

describe('npm start builds only what is stale', () => {
  const build = { name: 'server', workspace: 'server', output: 'server/dist', inputs: ['server/src', 'server/build.mjs'] };

  it('is stale without a build, fresh after one, and stale again when a source changes or appears', () => {
    write('server/src/main.ts', 'console.log(1);');
    write('server/build.mjs', '// build');
    expect(isStale(base, build)).toBe(true);
    fs.mkdirSync(path.join(base, 'server/dist'), { recursive: true });
    recordBuild(base, build);
    expect(isStale(base, build)).toBe(false);

    // Tests are not part of the build.
    write('server/src/main.test.ts', 'it();');
    expect(isStale(base, build)).toBe(false);

    write('server/src/main.ts', 'console.log(22);');
    expect(isStale(base, build)).toBe(true);
    recordBuild(base, build);
    write('server/src/new-module.ts', 'export {};');
    expect(isStale(base, build)).toBe(true);
    recordBuild(base, build);
    fs.rmSync(path.join(base, 'server/src/new-module.ts'));
    expect(isStale(base, build)).toBe(true);
  });
});
