import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { badRequest, tooLarge } from './errors.js';
import { isUuid } from './ids.js';

/**
 * The one owner of `DATA_DIR`'s layout (Mealie's paths, domain.md §3.21, so backups move between
 * the two): every module reaches its files through a `Folder` from here and never through
 * `node:fs`. Writes are atomic (a temporary file in the same folder, then a rename), names are
 * checked so that nothing climbs out of its folder, and each write has a size limit.
 */

export { isUuid } from './ids.js';

/** Files larger than this are refused unless a folder is given another limit. */
export const DEFAULT_MAX_FILE_BYTES = 100 * 1024 * 1024;

/**
 * A file name that stays inside its folder: no separators, no `..`, no control characters, no
 * leading dot (hidden and temporary files are ours), at most 255 bytes. Answers the name or
 * throws a 400 naming the problem.
 */
export function safeFileName(name: string): string {
  if (name === '' || name === '.' || name === '..') throw badRequest('The file name is empty');
  if (/[/\\]/.test(name)) throw badRequest(`The file name "${name}" must not contain a path`);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(name)) throw badRequest('The file name contains control characters');
  if (name.startsWith('.')) throw badRequest(`The file name "${name}" must not start with a dot`);
  if (Buffer.byteLength(name) > 255) throw badRequest('The file name is longer than 255 bytes');
  return name;
}

const idPart = (what: string, id: string) => {
  if (!isUuid(id)) throw badRequest(`"${id}" is not a valid ${what} id`);
  return id.toLowerCase();
};

/** Whether `file` lies strictly inside `folder` (after resolving `..` and absolute paths). */
export function isInside(folder: string, file: string): boolean {
  const relative = path.relative(path.resolve(folder), path.resolve(file));
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

async function writeAtomic(file: string, data: Uint8Array | string): Promise<void> {
  await fsp.mkdir(path.dirname(file), { recursive: true });
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${crypto.randomUUID()}.tmp`);
  try {
    await fsp.writeFile(temporary, data);
    await fsp.rename(temporary, file);
  } catch (error) {
    await fsp.rm(temporary, { force: true });
    throw error;
  }
}

/** One folder of the data directory. Names passed to it are single file names (see `safeFileName`). */
export class Folder {
  constructor(
    /** Absolute path; for logs, archives and `isInside` checks, not for `node:fs` in modules. */
    readonly path: string,
    private readonly maxFileBytes = DEFAULT_MAX_FILE_BYTES,
  ) {}

  private file(name: string): string {
    return path.join(this.path, safeFileName(name));
  }

  /** Writes `name` atomically: readers see the old file or the new one, never half of it. */
  async write(name: string, data: Uint8Array | string): Promise<void> {
    const size = typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength;
    if (size > this.maxFileBytes) {
      throw tooLarge(`The file is larger than ${Math.round(this.maxFileBytes / 1024 / 1024)} MB`, this.maxFileBytes);
    }
    await writeAtomic(this.file(name), data);
  }

  /** The file's bytes, or null when there is no such file. */
  async read(name: string): Promise<Buffer | null> {
    try {
      return await fsp.readFile(this.file(name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw error;
    }
  }

  /** A stream of the file, or null when there is no such file. */
  async stream(name: string): Promise<{ stream: fs.ReadStream; size: number } | null> {
    const file = this.file(name);
    const stat = await fsp.stat(file).catch(() => null);
    if (!stat?.isFile()) return null;
    return { stream: fs.createReadStream(file), size: stat.size };
  }

  async exists(name?: string): Promise<boolean> {
    const stat = await fsp.stat(name === undefined ? this.path : this.file(name)).catch(() => null);
    return stat !== null;
  }

  /** The names of the files directly in this folder (sub-folders excluded); none when it is absent. */
  async list(): Promise<string[]> {
    const entries = await fsp.readdir(this.path, { withFileTypes: true }).catch(() => []);
    return entries.filter((e) => e.isFile() && !e.name.startsWith('.')).map((e) => e.name);
  }

  /** Every file below this folder, as `/`-separated paths relative to it. */
  async listAll(): Promise<string[]> {
    const entries = await fsp.readdir(this.path, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(this.path, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
  }

  /** Reads a file below this folder by its relative path (as `listAll` gives it). */
  async readRelative(relative: string): Promise<Buffer | null> {
    const file = path.join(this.path, relative);
    if (!isInside(this.path, file)) throw badRequest('The path is not inside its folder');
    return fsp.readFile(file).catch(() => null);
  }

  async remove(name: string): Promise<void> {
    await fsp.rm(this.file(name), { force: true });
  }

  /** Removes the files directly in this folder except `keep` (sub-folders stay). */
  async removeFilesExcept(keep: Iterable<string>): Promise<void> {
    const kept = new Set(keep);
    for (const name of await this.list()) if (!kept.has(name)) await this.remove(name);
  }

  /** Removes this folder and everything in it. */
  async removeAll(): Promise<void> {
    await fsp.rm(this.path, { recursive: true, force: true });
  }

  /** The folder `name` directly inside this one; `name` is one path segment (it may start with a dot). */
  child(name: string): Folder {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    if (name === '' || name === '.' || name === '..' || /[/\\\u0000-\u001f\u007f]/.test(name)) {
      throw badRequest(`"${name}" is not a folder name`);
    }
    return new Folder(path.join(this.path, name), this.maxFileBytes);
  }

  /** The names of the folders directly in this one (symbolic links are not followed); none when it is absent. */
  async folders(): Promise<string[]> {
    const entries = await fsp.readdir(this.path, { withFileTypes: true }).catch(() => []);
    return entries.filter((e) => e.isDirectory()).map((e) => e.name);
  }

  /** The bytes of every file below this folder (symbolic links not followed); 0 when it is absent. */
  async size(): Promise<number> {
    const entries = await fsp.readdir(this.path, { recursive: true, withFileTypes: true }).catch(() => []);
    let total = 0;
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const stat = await fsp.lstat(path.join(entry.parentPath, entry.name)).catch(() => null);
      total += stat?.size ?? 0;
    }
    return total;
  }

  /** Removes everything in this folder and leaves it empty (created when absent). */
  async empty(): Promise<void> {
    await fsp.rm(this.path, { recursive: true, force: true });
    await fsp.mkdir(this.path, { recursive: true });
  }

  /** Copies this folder with everything in it to `target` (nothing happens when this one is absent). */
  async copyTo(target: Folder): Promise<void> {
    if (!(await this.exists())) return;
    await fsp.cp(this.path, target.path, { recursive: true });
  }
}

/** The data directory's layout. One per process (`deps.files`). */
export class FileStore {
  readonly root: Folder;

  constructor(
    readonly dataDir: string,
    private readonly maxFileBytes = DEFAULT_MAX_FILE_BYTES,
  ) {
    this.root = new Folder(path.resolve(dataDir), maxFileBytes);
  }

  private folder(...parts: string[]): Folder {
    return new Folder(path.join(this.root.path, ...parts), this.maxFileBytes);
  }

  /** `recipes/{id}`: everything kept for one recipe. */
  recipe(recipeId: string): Folder {
    return this.folder('recipes', idPart('recipe', recipeId));
  }

  /** `recipes/{id}/images`: original.webp, min-original.webp, tiny-original.webp and medium.webp. */
  recipeImages(recipeId: string): Folder {
    return this.folder('recipes', idPart('recipe', recipeId), 'images');
  }

  /** `recipes/{id}/assets`. */
  recipeAssets(recipeId: string): Folder {
    return this.folder('recipes', idPart('recipe', recipeId), 'assets');
  }

  /** `recipes/{id}/images/timeline/{eventId}`. */
  timelineImages(recipeId: string, eventId: string): Folder {
    return this.folder('recipes', idPart('recipe', recipeId), 'images', 'timeline', idPart('timeline event', eventId));
  }

  /** `users/{id}`: the profile picture. */
  user(userId: string): Folder {
    return this.folder('users', idPart('user', userId));
  }

  /** `groups/{id}/export`: the group's data export archives. */
  groupExports(groupId: string): Folder {
    return this.folder('groups', idPart('group', groupId), 'export');
  }

  /** `recipes`: one folder per recipe id (the maintenance page counts and cleans it). */
  recipesRoot(): Folder {
    return this.folder('recipes');
  }

  /** `users`, `groups`, `backups`: the other top-level folders, for the storage summary. */
  usersRoot(): Folder {
    return this.folder('users');
  }

  groupsRoot(): Folder {
    return this.folder('groups');
  }

  backups(): Folder {
    return this.folder('backups');
  }

  /** `.temp`: scratch space any piece may leave behind; administrators empty it. */
  temp(): Folder {
    return this.folder('.temp');
  }

  /** `docker-validation`: the file a deployment check reads back (`GET /api/media/docker/validate.txt`). */
  dockerValidation(): Folder {
    return this.folder('docker-validation');
  }

  /** Whether an absolute path recorded in the database still points inside the data directory. */
  contains(file: string): boolean {
    return isInside(this.root.path, file);
  }

  /** Streams a file recorded by absolute path (an export archive), if it is inside the data directory. */
  async streamRecorded(file: string): Promise<{ stream: fs.ReadStream; size: number } | null> {
    if (!this.contains(file)) throw badRequest('The file is not inside the data folder');
    return new Folder(path.dirname(file), this.maxFileBytes).stream(path.basename(file));
  }

  /** Removes a file recorded by absolute path, if it is inside the data directory. */
  async removeRecorded(file: string): Promise<void> {
    if (this.contains(file)) await fsp.rm(file, { force: true });
  }
}
