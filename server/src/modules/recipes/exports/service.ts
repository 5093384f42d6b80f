import { systemTenant } from '../../../platform/access.js';
import type { AuthContext } from '../../../platform/auth/context.js';
import type { Deps } from '../../../platform/deps.js';
import { badRequest, notFound, unauthenticated } from '../../../platform/errors.js';
import { isUuid } from '../../../platform/files.js';
import { nowIso } from '../../../platform/time.js';
import { withTransaction } from '../../../platform/transactions.js';
import type { ReportsService } from '../../reports/service.js';
import { type ProcessedImage, processImage, writeImages } from '../media/images.js';
import { type ParsedRecipeInput, RecipeInput } from '../schemas.js';
import type { RecipesService } from '../service.js';
import type { SharedRecipesService } from '../shares/service.js';
import { foreignExport, foreignExportByContent, foreignExportByNames } from './foreign-exports.js';
import { findRecipeById, setImageKey } from './queries.js';
import { type ArchivedRecipe, buildRecipeZip, readRecipeArchive } from './zip.js';

const ZIP_TOKEN_HOURS = 0.5;

export interface ExportFile {
  data: Buffer | Uint8Array;
  filename: string;
  contentType: string;
}

// Fields of an exported recipe that belong to its old home and are never imported.
const FOREIGN_FIELDS = ['id', 'userId', 'groupId', 'householdId', 'slug', 'createdAt', 'updatedAt', 'comments', 'assets', 'rating'];

/** Single-recipe exports (raw JSON, zip), the 30-minute zip token, and the zip import. */
export function createRecipeExportsService(
  deps: Deps,
  recipes: Pick<RecipesService, 'getRecipeRow' | 'getRecipe' | 'findRecipeAsOwner' | 'createRecipe'>,
  sharedRecipes: Pick<SharedRecipesService, 'getSharedRecipe'>,
  reports: Pick<ReportsService, 'startReport' | 'addEntry' | 'finishReport'>,
) {
  const { db, files } = deps;

  /** A recipe of the archive as a body to save, with its converted image, or why it cannot be imported. */
  async function prepareRecipe(entry: ArchivedRecipe): Promise<{ input?: ParsedRecipeInput; image?: ProcessedImage; error?: string }> {
    if (!entry.recipe) return { error: entry.error ?? 'The recipe could not be read' };
    const input: Record<string, unknown> = { ...entry.recipe };
    for (const field of FOREIGN_FIELDS) delete input[field];
    const parsed = RecipeInput.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return { error: `The recipe is not valid: ${issue.path.join('.') || 'recipe'}: ${issue.message}` };
    }
    if (!parsed.data.name?.trim()) return { error: 'The recipe has no name' };
    try {
      return { input: parsed.data, image: entry.image ? await processImage(entry.image) : undefined };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }

  const originalImage = (recipeId: string) => files.recipeImages(recipeId).read('original.webp');

  async function zipOfRecipe(recipe: { id: string; slug: string }): Promise<ExportFile> {
    return {
      data: buildRecipeZip(recipe.slug, recipe, await originalImage(recipe.id)),
      filename: `${recipe.slug}.zip`,
      contentType: 'application/zip',
    };
  }

  const zipOf = async (auth: AuthContext, recipeId: string) => zipOfRecipe(await recipes.getRecipe(auth, recipeId));

  return {
    formats: () => ({ json: ['raw'], zip: ['zip'], jinja2: [] as string[] }),

    /** `raw` is the camelCase Recipe as JSON; `zip` the archive. There are no Jinja2 templates. */
    async exportRecipe(auth: AuthContext, slugOrId: string, templateName: string): Promise<ExportFile> {
      const row = await recipes.getRecipeRow(auth, slugOrId);
      if (templateName === 'zip') return zipOf(auth, row.id);
      if (templateName !== 'raw') throw notFound(`Template ${templateName} not found`);
      const recipe = await recipes.getRecipe(auth, row.id);
      return { data: Buffer.from(JSON.stringify(recipe, null, 2)), filename: `${recipe.slug}.json`, contentType: 'application/json' };
    },

    async createZipToken(auth: AuthContext, slugOrId: string): Promise<{ token: string }> {
      const row = await recipes.getRecipeRow(auth, slugOrId);
      // The token names the recipe by id: Mealie's slug claim would be ambiguous across groups.
      return { token: await deps.tokens.accessToken(row.id, ZIP_TOKEN_HOURS, false) };
    },

    /** The zip for a token from createZipToken; the token is the permission, so no sign-in is needed. */
    async zipForToken(slugOrId: string, token: string | undefined): Promise<ExportFile> {
      const claims = token ? await deps.tokens.verify(token) : null;
      if (!claims || typeof claims.sub !== 'string' || claims.iss !== undefined || !isUuid(claims.sub)) {
        throw unauthenticated('Invalid recipe token');
      }
      // The signed token names the recipe; its group then scopes the read, as its owner sees it.
      const found = await findRecipeById(db, claims.sub);
      const recipe = found ? await recipes.findRecipeAsOwner(systemTenant(found.group_id), found.id) : null;
      if (!recipe) throw notFound('No Entry Found');
      if (recipe.slug !== slugOrId && recipe.id !== slugOrId) throw badRequest('Invalid Slug');
      return zipOfRecipe(recipe);
    },

    /** GET /api/recipes/shared/{token}/zip (newer Mealie clients): the zip of a shared recipe, while its token lives. */
    async zipForShareToken(tokenId: string): Promise<ExportFile> {
      return zipOfRecipe(await sharedRecipes.getSharedRecipe(tokenId));
    },

    /**
     * POST /api/recipes/create/zip: every recipe of a Mealie or Larder recipe archive (one recipe,
     * or a bulk export of many) becomes a recipe of the caller's group and household, owned by the
     * caller, with its image; missing tags and categories are created. A recipe that cannot be read
     * is a failed entry of the report and the others still import; if none can be read, 400. The
     * archive is read and every image converted before anything is written, and the recipes, their
     * images and the report are one unit of work: a failure while saving leaves nothing behind.
     * Answers the first recipe's slug (Mealie's contract) and the report.
     */
    async importZip(auth: AuthContext, archive: Buffer): Promise<{ slug: string; reportId: string }> {
      const found = readRecipeArchive(archive, (names) => {
        const foreign = foreignExportByNames(names);
        if (foreign) throw foreignExport(foreign);
      });
      const readable = found.flatMap((entry) => (entry.recipe ? [entry.recipe] : []));
      const foreign = readable.length ? readable.map(foreignExportByContent) : [];
      if (foreign.length && foreign.every((kind) => kind !== null && kind === foreign[0])) throw foreignExport(foreign[0]!);

      const prepared: ({ source: string } & Awaited<ReturnType<typeof prepareRecipe>>)[] = [];
      for (const entry of found) prepared.push({ source: entry.source, ...(await prepareRecipe(entry)) });
      const good = prepared.filter((entry) => entry.input);
      if (!good.length) {
        const first = prepared[0].error;
        throw badRequest(prepared.length === 1 ? first! : `None of the ${prepared.length} recipes in the archive could be read: ${first}`);
      }

      const written: string[] = [];
      try {
        return await withTransaction(db, async () => {
          const reportId = await reports.startReport(auth, `Zip Import ${nowIso().slice(0, 19).replace('T', ' ')}`, 'bulk_import');
          let firstSlug: string | undefined;
          for (const entry of prepared) {
            if (!entry.input) {
              await reports.addEntry(reportId, { success: false, message: `Failed to import ${entry.source}`, exception: entry.error! });
              continue;
            }
            const created = await recipes.createRecipe(auth, entry.input, { importing: true });
            firstSlug ??= created.slug;
            if (entry.image) {
              written.push(created.id);
              await writeImages(files.recipeImages(created.id), entry.image);
              // Imports get a 4-character version key, as Mealie gives scraped and imported images.
              await setImageKey(db, created.id, crypto.randomUUID().slice(0, 4));
            }
            await reports.addEntry(reportId, { success: true, message: `Imported "${created.name}"` });
          }
          await reports.finishReport(reportId, good.length === prepared.length ? 'success' : 'partial');
          return { slug: firstSlug!, reportId };
        });
      } catch (error) {
        // The rows are rolled back with the unit of work; the image files are not, so they go here.
        for (const id of written) await files.recipe(id).removeAll();
        throw error;
      }
    },
  };
}

export type RecipeExportsService = ReturnType<typeof createRecipeExportsService>;
