import { systemTenant } from '../../../platform/access.js';
import type { AuthContext } from '../../../platform/auth/context.js';
import type { Deps } from '../../../platform/deps.js';
import { badRequest, notFound, unauthenticated } from '../../../platform/errors.js';
import { isUuid } from '../../../platform/files.js';
import { processImage, writeImages } from '../media/images.js';
import { RecipeInput } from '../schemas.js';
import type { RecipesService } from '../service.js';
import type { SharedRecipesService } from '../shares/service.js';
import { findRecipeById, setImageKey } from './queries.js';
import { buildRecipeZip, readRecipeZip } from './zip.js';

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
) {
  const { db, files } = deps;

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
     * POST /api/recipes/create/zip: a Mealie recipe archive becomes a new recipe of the caller's
     * group and household, owned by the caller; missing tags and categories are created. The
     * archive is read and its image converted before anything is written.
     */
    async importZip(auth: AuthContext, archive: Buffer): Promise<string> {
      const { recipe, image } = readRecipeZip(archive);
      const processed = image ? await processImage(image) : null;
      const input: Record<string, unknown> = { ...recipe };
      for (const field of FOREIGN_FIELDS) delete input[field];
      const parsed = RecipeInput.safeParse(input);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw badRequest(`The recipe in the archive is not valid: ${issue.path.join('.') || 'recipe'}: ${issue.message}`);
      }
      if (!parsed.data.name) throw badRequest('The recipe in the archive has no name');
      const created = await recipes.createRecipe(auth, parsed.data, { importing: true });
      if (processed) {
        await writeImages(files.recipeImages(created.id), processed);
        // Imports get a 4-character version key, as Mealie gives scraped and imported images.
        await setImageKey(db, created.id, crypto.randomUUID().slice(0, 4));
      }
      return created.slug;
    },
  };
}

export type RecipeExportsService = ReturnType<typeof createRecipeExportsService>;
