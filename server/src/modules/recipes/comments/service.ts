import { can } from '../../../platform/access.js';
import type { AuthContext } from '../../../platform/auth/context.js';
import type { Deps } from '../../../platform/deps.js';
import { badRequest, forbidden, notFound } from '../../../platform/errors.js';
import { type PaginationQuery, paginate } from '../../../platform/pagination.js';
import type { AttributeMap } from '../../../platform/query-filter.js';
import { toBool, toIso } from '../../../platform/time.js';
import type { RecipesService } from '../service.js';
import {
  type CommentRow,
  commentsDisabled,
  commentsInGroup,
  deleteComment,
  findCommentInGroup,
  insertComment,
  listCommentsOfRecipe,
  updateCommentText,
} from './queries.js';
import type { RecipeCommentCreate, RecipeCommentOut, RecipeCommentUpdate } from './schemas.js';

const COMMENT_ATTRIBUTES: AttributeMap = {
  id: { column: 'recipe_comments.id', type: 'uuid' },
  recipe_id: { column: 'recipe_comments.recipe_id', type: 'uuid' },
  user_id: { column: 'recipe_comments.user_id', type: 'uuid' },
  text: { column: 'recipe_comments.text', type: 'string' },
  created_at: { column: 'recipe_comments.created_at', type: 'datetime' },
  update_at: { column: 'recipe_comments.update_at', type: 'datetime' },
  updated_at: { column: 'recipe_comments.update_at', type: 'datetime' },
  'user.username': { column: 'users.username', type: 'string' },
  'recipe.slug': { column: 'recipes.slug', type: 'string' },
};

export const toCommentOut = (row: CommentRow): RecipeCommentOut => ({
  recipeId: row.recipe_id,
  text: row.text,
  id: row.id,
  createdAt: toIso(row.created_at)!,
  updatedAt: toIso(row.update_at)!,
  userId: row.user_id,
  user: { id: row.user_id, username: row.username, admin: toBool(row.admin) },
});

/** Recipe comments: readable by the whole group, changed only by their author or an administrator. */
export function createCommentsService(deps: Deps, recipes: Pick<RecipesService, 'getRecipeRow'>) {
  const { db } = deps;

  async function getComment(auth: AuthContext, id: string): Promise<CommentRow> {
    const row = await findCommentInGroup(db, auth, id);
    if (!row) throw notFound('Comment not found');
    return row;
  }

  /** The authored rule (author or administrator), with Mealie's message for comments. */
  function assertAuthor(auth: AuthContext, row: CommentRow) {
    if (!can(auth, 'authored.edit', { user_id: row.user_id })) throw forbidden('Comment does not belong to user');
  }

  return {
    listComments: (auth: AuthContext, q: PaginationQuery) =>
      paginate(commentsInGroup(db, auth), q, {
        attributes: COMMENT_ATTRIBUTES,
        idColumn: 'recipe_comments.id',
        defaultOrder: 'created_at',
        map: (rows) => rows.map(toCommentOut),
      }),

    async getComment(auth: AuthContext, id: string): Promise<RecipeCommentOut> {
      return toCommentOut(await getComment(auth, id));
    },

    /** As in Mealie, the per-recipe list finds only recipes of the caller's own household. */
    async listRecipeComments(auth: AuthContext, slugOrId: string): Promise<RecipeCommentOut[]> {
      const recipe = await recipes.getRecipeRow(auth, slugOrId, { ownHousehold: true });
      return (await listCommentsOfRecipe(db, auth, recipe.id)).map(toCommentOut);
    },

    async createComment(auth: AuthContext, input: RecipeCommentCreate): Promise<RecipeCommentOut> {
      const recipe = await recipes.getRecipeRow(auth, input.recipeId);
      // Mealie stores the flag but never checks it; a disabled recipe accepts no new comments here.
      if (await commentsDisabled(db, recipe.id)) throw badRequest('Comments are disabled for this recipe');
      const id = await insertComment(db, recipe.id, auth.userId, input.text);
      return toCommentOut(await getComment(auth, id));
    },

    async updateComment(auth: AuthContext, id: string, input: RecipeCommentUpdate): Promise<RecipeCommentOut> {
      const row = await getComment(auth, id);
      assertAuthor(auth, row);
      await updateCommentText(db, id, input.text);
      return toCommentOut(await getComment(auth, id));
    },

    async deleteComment(auth: AuthContext, id: string): Promise<void> {
      const row = await getComment(auth, id);
      assertAuthor(auth, row);
      await deleteComment(db, id);
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
