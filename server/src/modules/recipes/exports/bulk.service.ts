import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Zippable } from 'fflate';
import type { AuthContext } from '../../../platform/auth/context.js';
import type { Deps } from '../../../platform/deps.js';
import { badRequest, notFound, unauthenticated } from '../../../platform/errors.js';
import { recipeEvent } from '../../../platform/events/types.js';
import { isUuid } from '../../../platform/files.js';
import { toIso } from '../../../platform/time.js';
import { withTransaction } from '../../../platform/transactions.js';
import type { RecipeSearch } from '../search/recipe-search.js';
import type { RecipesService } from '../service.js';
import {
  applySettings,
  deleteExports,
  deleteRecipes,
  type ExportRow,
  findExport,
  insertExport,
  linkCategories,
  linkTags,
  listExports,
  organizersInGroup,
  touchRecipes,
} from './queries.js';
import type { BulkRecipeSettings, GroupDataExport } from './schemas.js';
import { snakeCaseDump, zipFiles } from './zip.js';

const FILE_TOKEN_HOURS = 0.5;
const EXPORT_LIFETIME_MS = 86400_000;

const toExportOut = (row: ExportRow): GroupDataExport => ({
  id: row.id,
  groupId: row.group_id,
  name: row.name,
  filename: row.filename,
  path: row.path,
  size: row.size,
  expires: toIso(row.expires)!,
});

/** Mealie's human-readable size ("512 bytes", "1.5 KB", "2.25 MB"). */
function prettySize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 ** 2) return `${Math.round((bytes / 1024) * 100) / 100} KB`;
  if (bytes < 1024 ** 3) return `${Math.round((bytes / 1024 ** 2) * 100) / 100} MB`;
  return `${Math.round((bytes / 1024 ** 3) * 100) / 100} GB`;
}

/**
 * Bulk actions on recipes (tag, categorize, settings, delete, export) and the group's export
 * archives. As in Mealie they act only on recipes of the caller's household; any other slug is
 * skipped without a word.
 */
export function createRecipeBulkService(
  deps: Deps,
  recipes: Pick<RecipesService, 'findRecipeRow' | 'getRecipe' | 'canEdit'>,
  recipeSearch: Pick<RecipeSearch, 'reindex'>,
) {
  const { db, files } = deps;

  async function ownRecipes(auth: AuthContext, slugs: string[]) {
    const found = new Map<string, NonNullable<Awaited<ReturnType<typeof recipes.findRecipeRow>>>>();
    for (const slug of new Set(slugs)) {
      const recipe = await recipes.findRecipeRow(auth, slug, { ownHousehold: true });
      if (recipe) found.set(recipe.id, recipe);
    }
    return [...found.values()];
  }

  async function organizerIds(auth: AuthContext, table: 'tags' | 'categories', wanted: { id: string }[]) {
    const ids = [...new Set(wanted.map((o) => o.id))];
    const known = new Set((await organizersInGroup(db, auth, table, ids)).map((r) => r.id));
    const missing = ids.find((id) => !known.has(id));
    if (missing) throw notFound(`${table === 'tags' ? 'Tag' : 'Category'} ${missing} not found`);
    return ids;
  }

  return {
    async assignTags(auth: AuthContext, slugs: string[], tags: { id: string }[]): Promise<void> {
      const tagIds = await organizerIds(auth, 'tags', tags);
      const own = await ownRecipes(auth, slugs);
      const ids = own.map((r) => r.id);
      await withTransaction(db, async (trx) => {
        await linkTags(trx, ids, tagIds);
        await touchRecipes(trx, ids);
        for (const recipe of own) await deps.events.emit(auth, recipeEvent('recipe_updated', recipe));
      });
    },

    async assignCategories(auth: AuthContext, slugs: string[], categories: { id: string }[]): Promise<void> {
      const categoryIds = await organizerIds(auth, 'categories', categories);
      const own = await ownRecipes(auth, slugs);
      const ids = own.map((r) => r.id);
      await withTransaction(db, async (trx) => {
        await linkCategories(trx, ids, categoryIds);
        await touchRecipes(trx, ids);
        for (const recipe of own) await deps.events.emit(auth, recipeEvent('recipe_updated', recipe));
      });
    },

    async assignSettings(auth: AuthContext, slugs: string[], settings: BulkRecipeSettings): Promise<void> {
      const own = await ownRecipes(auth, slugs);
      const ids = own.map((r) => r.id);
      await withTransaction(db, async (trx) => {
        for (const id of ids) await applySettings(trx, id, settings);
        await touchRecipes(trx, ids);
        for (const recipe of own) await deps.events.emit(auth, recipeEvent('recipe_updated', recipe));
      });
    },

    /** Unlike Mealie, bulk delete keeps to the edit rule: another member's locked recipe is skipped. */
    async deleteRecipes(auth: AuthContext, slugs: string[]): Promise<void> {
      const deletable: { id: string; slug: string }[] = [];
      for (const recipe of await ownRecipes(auth, slugs)) {
        if (await recipes.canEdit(auth, recipe.id)) deletable.push(recipe);
      }
      await withTransaction(db, async (trx) => {
        const ids = deletable.map((r) => r.id);
        await deleteRecipes(trx, ids);
        // Their search rows went with them: the index takes them out once this commits.
        if (ids.length) await recipeSearch.reindex(trx, ids);
        for (const recipe of deletable) await deps.events.emit(auth, recipeEvent('recipe_deleted', recipe));
      });
      for (const { id } of deletable) await files.recipe(id).removeAll();
    },

    /** Writes `groups/{group}/export/{id}.zip` with `recipes/<slug>/<slug>.json` and each recipe's files. */
    async exportRecipes(auth: AuthContext, slugs: string[]): Promise<void> {
      const entries: Zippable = {};
      for (const row of await ownRecipes(auth, slugs)) {
        const recipe = await recipes.getRecipe(auth, row.id);
        const base = `recipes/${row.slug}`;
        entries[`${base}/${row.slug}.json`] = new TextEncoder().encode(JSON.stringify(snakeCaseDump(recipe), null, 2));
        const folder = files.recipe(row.id);
        for (const relative of await folder.listAll()) {
          const data = await folder.readRelative(relative);
          if (data) entries[`${base}/${relative}`] = [new Uint8Array(data), { level: 0 }];
        }
      }
      const id = crypto.randomUUID();
      const folder = files.groupExports(auth.groupId);
      const data = zipFiles(entries);
      await folder.write(`${id}.zip`, data);
      await insertExport(db, {
        id,
        group_id: auth.groupId,
        name: 'Data Export',
        filename: `${id}.zip`,
        // Mealie records the archive's absolute path, and its clients send it back to download it.
        path: path.join(folder.path, `${id}.zip`),
        size: prettySize(data.byteLength),
        expires: new Date(Date.now() + EXPORT_LIFETIME_MS).toISOString(),
      });
    },

    async listExports(auth: AuthContext): Promise<GroupDataExport[]> {
      return (await listExports(db, auth)).map(toExportOut);
    },

    /** A 30-minute token for one of the group's export archives, named by its path. */
    async exportDownloadToken(auth: AuthContext, filePath: string): Promise<{ fileToken: string }> {
      if (!files.contains(filePath)) throw badRequest('The path is not inside the data folder');
      const row = (await listExports(db, auth)).find((e) => path.resolve(e.path) === path.resolve(filePath));
      if (!row) throw notFound('Export not found');
      // The token names the export row; the file's path never travels in it.
      return { fileToken: await deps.tokens.accessToken(row.id, FILE_TOKEN_HOURS, false) };
    },

    /** The newer form of the same request (Mealie ≥ 2.x clients): the archive named by its id. */
    async exportDownloadTokenById(auth: AuthContext, exportId: string): Promise<{ fileToken: string }> {
      const row = isUuid(exportId) ? (await listExports(db, auth)).find((e) => e.id === exportId.toLowerCase()) : undefined;
      if (!row) throw notFound('Export not found');
      return { fileToken: await deps.tokens.accessToken(row.id, FILE_TOKEN_HOURS, false) };
    },

    async purgeExports(auth: AuthContext): Promise<number> {
      const rows = await listExports(db, auth);
      await deleteExports(
        db,
        rows.map((r) => r.id),
      );
      for (const row of rows) await files.removeRecorded(row.path);
      return rows.length;
    },

    /** GET /api/utils/download: the file a file token names; no sign-in, the token is the permission. */
    async download(token: string | undefined): Promise<{ stream: Readable; filename: string }> {
      if (!token) throw badRequest('No file token given');
      const claims = await deps.tokens.verify(token);
      if (!claims || typeof claims.sub !== 'string' || claims.iss !== undefined || !isUuid(claims.sub)) {
        throw unauthenticated('Invalid file token');
      }
      // The signed token names the export row, so the row is read by id alone.
      const row = await findExport(db, claims.sub);
      if (!row) throw notFound('File not found');
      const file = await files.streamRecorded(row.path);
      if (!file) throw notFound('File not found');
      return { stream: file.stream, filename: row.filename };
    },
  };
}

export type RecipeBulkService = ReturnType<typeof createRecipeBulkService>;
