import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { FileStore, Folder, safeFileName } from './files.js';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-files-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const recipeId = '5b2f1e0a-1c2d-4e3f-8a9b-0c1d2e3f4a5b';

const failure = async (run: () => unknown) => {
  try {
    await run();
  } catch (error) {
    return error instanceof AppError ? `${error.status} ${error.message}` : String(error);
  }
  return 'no error';
};

describe('FileStore', () => {
  it("keeps Mealie's layout under DATA_DIR", () => {
    const files = new FileStore(dataDir);
    expect(path.relative(dataDir, files.recipeImages(recipeId).path)).toBe(`recipes/${recipeId}/images`);
    expect(path.relative(dataDir, files.recipeAssets(recipeId.toUpperCase()).path)).toBe(`recipes/${recipeId}/assets`);
    expect(path.relative(dataDir, files.timelineImages(recipeId, recipeId).path)).toBe(`recipes/${recipeId}/images/timeline/${recipeId}`);
    expect(path.relative(dataDir, files.user(recipeId).path)).toBe(`users/${recipeId}`);
    expect(path.relative(dataDir, files.groupExports(recipeId).path)).toBe(`groups/${recipeId}/export`);
  });

  it('refuses ids and names that would leave their folder', async () => {
    const files = new FileStore(dataDir);
    expect(await failure(() => files.recipe('../../etc'))).toMatch(/^400 /);
    const assets = files.recipeAssets(recipeId);
    for (const name of ['../secret', '..', 'a/b.txt', 'a\\b.txt', '.secret', 'nul\u0000.txt', '']) {
      expect(await failure(() => assets.write(name, 'x'))).toMatch(/^400 /);
    }
    expect(await failure(() => assets.readRelative('../../../.secret'))).toMatch(/^400 /);
    expect(() => safeFileName('menu.pdf')).not.toThrow();
    expect(fs.existsSync(path.join(dataDir, 'secret'))).toBe(false);
  });

  it('writes atomically and leaves no temporary file behind', async () => {
    const folder = new FileStore(dataDir).recipeAssets(recipeId);
    await folder.write('notes.txt', 'first');
    await folder.write('notes.txt', 'second');
    expect((await folder.read('notes.txt'))?.toString()).toBe('second');
    expect(fs.readdirSync(folder.path)).toEqual(['notes.txt']);
    expect(await folder.read('missing.txt')).toBeNull();
  });

  it('refuses a file over the size limit and writes nothing', async () => {
    const folder = new Folder(path.join(dataDir, 'small'), 4);
    expect(await failure(() => folder.write('big.bin', new Uint8Array(5)))).toMatch(/^413 /);
    expect(await folder.exists('big.bin')).toBe(false);
  });

  it('checks recorded paths against the data folder', async () => {
    const files = new FileStore(dataDir);
    expect(files.contains(path.join(dataDir, 'groups', 'x.zip'))).toBe(true);
    expect(files.contains(path.join(dataDir, '..', 'x.zip'))).toBe(false);
    expect(await failure(() => files.streamRecorded('/etc/passwd'))).toMatch(/^400 /);
  });
});
