import { systemTenant } from '../../../platform/access.js';
import type { AuthContext } from '../../../platform/auth/context.js';
import type { Deps } from '../../../platform/deps.js';
import { notFound } from '../../../platform/errors.js';
import { isUuid } from '../../../platform/files.js';
import { nowIso, toIso } from '../../../platform/time.js';
import type { RecipesService } from '../service.js';
import { deleteToken, findToken, findTokenInGroup, insertToken, listTokensInGroup, type ShareTokenRow } from './queries.js';
import type { RecipeShareTokenCreate, RecipeShareTokenSummary } from './schemas.js';

const SHARE_DAYS = 30;

const toSummary = (row: ShareTokenRow): RecipeShareTokenSummary => ({
  recipeId: row.recipe_id,
  expiresAt: toIso(row.expires_at)!,
  groupId: row.group_id,
  id: row.id,
  createdAt: toIso(row.created_at)!,
});

/** Share tokens: a group member mints one for a group recipe; anyone holding it may read that recipe until it expires. */
export function createSharedRecipesService(deps: Deps, recipes: Pick<RecipesService, 'getRecipeRow' | 'findRecipeAsOwner'>) {
  const { db } = deps;

  async function tokenInGroup(auth: AuthContext, id: string): Promise<ShareTokenRow> {
    const row = await findTokenInGroup(db, auth, id);
    if (!row) throw notFound('Token Not Found');
    return row;
  }

  /** The recipe as its owner sees it, read within the token's group: the token grants nothing more. */
  async function recipeForToken(row: ShareTokenRow) {
    const recipe = await recipes.findRecipeAsOwner(systemTenant(row.group_id), row.recipe_id);
    if (!recipe) throw notFound('Token Not Found');
    return recipe;
  }

  return {
    async listTokens(auth: AuthContext, recipeId?: string): Promise<RecipeShareTokenSummary[]> {
      return (await listTokensInGroup(db, auth, recipeId || undefined)).map(toSummary);
    },

    async createToken(auth: AuthContext, input: RecipeShareTokenCreate) {
      const recipe = await recipes.getRecipeRow(auth, input.recipeId);
      const now = nowIso();
      const id = crypto.randomUUID();
      const expiresAt = input.expiresAt ?? new Date(Date.now() + SHARE_DAYS * 86400_000).toISOString();
      await insertToken(db, { id, groupId: auth.groupId, recipeId: recipe.id, expiresAt, now });
      const row = await tokenInGroup(auth, id);
      return { ...toSummary(row), recipe: await recipeForToken(row) };
    },

    async getToken(auth: AuthContext, id: string) {
      const row = await tokenInGroup(auth, id);
      return { ...toSummary(row), recipe: await recipeForToken(row) };
    },

    async deleteToken(auth: AuthContext, id: string): Promise<void> {
      await tokenInGroup(auth, id);
      await deleteToken(db, id);
    },

    /**
     * Public read through a token. Unlike Mealie, an expired token no longer works: the expiry a
     * user chose when sharing is honoured.
     */
    async getSharedRecipe(tokenId: string) {
      const row = isUuid(tokenId) ? await findToken(db, tokenId) : undefined;
      if (!row || new Date(toIso(row.expires_at)!).getTime() <= Date.now()) throw notFound('Token Not Found');
      return recipeForToken(row);
    },
  };
}

export type SharedRecipesService = ReturnType<typeof createSharedRecipesService>;
