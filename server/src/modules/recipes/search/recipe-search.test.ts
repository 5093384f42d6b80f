import crypto from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../../test/factories.js';
import { setupTestApp, type TestContext } from '../../../../test/harness.js';
import { indexUnindexedRecipes } from '../../../db/migrations/0016_recipe_search_docs_slim.js';
import { systemTenant } from '../../../platform/access.js';
import { groupDataVersion } from '../../../platform/library-cache.js';
import { normalizeText } from '../../../platform/normalize.js';
import { nowIso } from '../../../platform/time.js';
import { withTransaction } from '../../../platform/transactions.js';
import { boundedEditDistance, createRecipeSearch, type RecipeSearch, type RecipeSearchMatch } from './recipe-search.js';

let ctx: TestContext;
let search: RecipeSearch;
let alice: TestUser;
let mallory: TestUser;

interface SeedRecipe {
  name: string;
  description?: string;
  ingredients?: { note?: string; originalText?: string; food?: string }[];
}

/** Writes a recipe straight into the tables, then indexes it as the recipe service does. */
async function addRecipe(user: TestUser, recipe: SeedRecipe): Promise<string> {
  const db = ctx.app.deps.db;
  const id = crypto.randomUUID();
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('recipes')
      .values({
        id,
        group_id: user.groupId,
        user_id: user.id,
        slug: `${normalizeText(recipe.name).replace(/\W+/g, '-')}-${id.slice(0, 8)}`,
        name: recipe.name,
        name_normalized: normalizeText(recipe.name),
        description: recipe.description ?? '',
        description_normalized: normalizeText(recipe.description),
        date_added: now.slice(0, 10),
        recipe_yield_quantity: 0,
        recipe_servings: 0,
        is_ocr_recipe: false,
        created_at: now,
        update_at: now,
      })
      .execute();
    let position = 0;
    for (const ing of recipe.ingredients ?? []) {
      let foodId: string | null = null;
      if (ing.food) {
        const existing = await trx
          .selectFrom('ingredient_foods')
          .select('id')
          .where('group_id', '=', user.groupId)
          .where('name', '=', ing.food)
          .executeTakeFirst();
        foodId = existing?.id ?? crypto.randomUUID();
        if (!existing) {
          await trx
            .insertInto('ingredient_foods')
            .values({
              id: foodId,
              group_id: user.groupId,
              name: ing.food,
              name_normalized: normalizeText(ing.food),
              description: '',
              on_hand: false,
              created_at: now,
              update_at: now,
            })
            .execute();
        }
      }
      await trx
        .insertInto('recipes_ingredients')
        .values({
          recipe_id: id,
          position: position++,
          note: ing.note ?? null,
          note_normalized: normalizeText(ing.note),
          original_text: ing.originalText ?? null,
          original_text_normalized: normalizeText(ing.originalText),
          food_id: foodId,
          created_at: now,
          update_at: now,
        })
        .execute();
    }
    await search.reindex(trx, [id]);
  });
  return id;
}

/** Names of the caller's group's recipes matching `text`, best first (ties by name). */
async function find(user: TestUser, text: string): Promise<string[]> {
  const match = await search.prepare(systemTenant(user.groupId), text);
  if (!match) throw new Error(`no search terms in ${JSON.stringify(text)}`);
  const rows = await ctx.database.db
    .selectFrom('recipes')
    .select('name')
    .where('group_id', '=', user.groupId)
    .where(match.where)
    .orderBy(match.rank, 'desc')
    .orderBy('name')
    .execute();
  return rows.map((r) => r.name);
}

beforeAll(async () => {
  ctx = await setupTestApp();
  search = ctx.app.services.recipeSearch;
  alice = await createUser(ctx);
  mallory = await createUser(ctx);
  await addRecipe(alice, {
    name: 'Crème brûlée',
    description: 'A rich custard with a layer of hard caramel.',
    ingredients: [{ note: 'vanilla pod' }, { food: 'Heavy cream', originalText: '500 ml heavy cream' }],
  });
  await addRecipe(alice, {
    name: 'Chicken Tikka Masala',
    description: 'Grilled chunks in a spiced curry sauce.',
    ingredients: [{ food: 'chicken thighs' }, { note: 'garam masala' }, { originalText: '1 can crushed tomatoes' }],
  });
  await addRecipe(alice, {
    name: 'Spaghetti Carbonara',
    description: 'Roman pasta with eggs, pecorino and guanciale.',
    ingredients: [{ food: 'spaghetti' }, { food: 'egg', note: '3 yolks' }],
  });
  await addRecipe(alice, {
    name: 'Weeknight Pasta Bake',
    description: 'Leftover roast chicken, tomato and cheese under a crust.',
    ingredients: [{ food: 'penne' }, { note: 'mozzarella, torn' }],
  });
  await addRecipe(alice, {
    name: 'Green Salad',
    description: 'Crisp and quick.',
    ingredients: [{ note: 'lettuce' }, { originalText: '2 tbsp Dijon mustard' }, { food: 'cucumber' }],
  });
  await addRecipe(mallory, {
    name: 'Chicken Soup',
    description: "Mallory's own chicken soup with spaghetti.",
    ingredients: [{ food: 'chicken' }, { note: 'lettuce' }],
  });
});
afterAll(() => ctx.close());

describe('recipe search', () => {
  it('finds an exact word in the name', async () => {
    expect(await find(alice, 'carbonara')).toEqual(['Spaghetti Carbonara']);
  });

  it('ignores diacritics and case, both ways', async () => {
    expect(await find(alice, 'creme brulee')).toEqual(['Crème brûlée']);
    expect(await find(alice, 'CRÈME BRÛLÉE')).toEqual(['Crème brûlée']);
  });

  it('tolerates typos', async () => {
    expect(await find(alice, 'chiken tikka')).toEqual(['Chicken Tikka Masala']);
    expect(await find(alice, 'spagetti ')).toEqual(['Spaghetti Carbonara']);
    expect(await find(alice, 'carbonaar ')).toEqual(['Spaghetti Carbonara']);
  });

  it('matches ingredient notes, original text and food names', async () => {
    expect(await find(alice, 'lettuce')).toEqual(['Green Salad']);
    expect(await find(alice, 'dijon')).toEqual(['Green Salad']);
    expect(await find(alice, 'cucumber')).toEqual(['Green Salad']);
    expect(await find(alice, 'vanilla')).toEqual(['Crème brûlée']);
  });

  it('ranks a name match above a description match', async () => {
    expect(await find(alice, 'chicken ')).toEqual(['Chicken Tikka Masala', 'Weeknight Pasta Bake']);
    // "pasta" is in one name and one description; "spaghetti" in one name only.
    expect(await find(alice, 'pasta ')).toEqual(['Weeknight Pasta Bake', 'Spaghetti Carbonara']);
  });

  it('ranks an exact word above a typo variant', async () => {
    // "chickens" is one edit from "chicken": a variant in the name, below the exact name match.
    await addRecipe(alice, { name: 'Roast Chickens', description: 'Two birds, one oven.' });
    expect(await find(alice, 'chicken ')).toEqual(['Chicken Tikka Masala', 'Roast Chickens', 'Weeknight Pasta Bake']);
  });

  it('scores each place a word can be found, falling back past a name that holds it only inside a word', async () => {
    const cook = await createUser(ctx);
    await addRecipe(cook, { name: 'Plum Cake', description: 'Soft.' });
    await addRecipe(cook, { name: 'Plumbing Pie', description: 'Flaky.' });
    await addRecipe(cook, { name: 'Applum Crumble', description: 'A plum dessert.' });
    await addRecipe(cook, { name: 'Crumble', description: 'Plumcot jam on top.' });
    await addRecipe(cook, { name: 'Jam', description: 'With plums.' });
    await addRecipe(cook, { name: 'Bread', description: 'Nothing else.', ingredients: [{ food: 'plum' }] });
    const ranks = async (text: string) => {
      const match = await search.prepare(systemTenant(cook.groupId), text);
      if (!match) throw new Error(`no search terms in ${JSON.stringify(text)}`);
      const rows = await ctx.database.db
        .selectFrom('recipes')
        .select(['name', sql<number>`${match.rank}`.as('rank')])
        .where('group_id', '=', cook.groupId)
        .where(match.where)
        .orderBy('name')
        .execute();
      return Object.fromEntries(rows.map((r) => [r.name, Number(r.rank)]));
    };
    // Typing "plum": the exact word, a word starting with it, in the name (15, 12) and in the
    // description (5, 4); "Applum" holds it inside a word only, so its description decides.
    expect(await ranks('plum')).toEqual({
      'Plum Cake': 15,
      'Plumbing Pie': 12,
      'Applum Crumble': 5,
      Crumble: 4,
      Jam: 4,
      Bread: 1,
    });
    // "plun" is a typo of "plum": a variant in the name (10), in the description (3).
    expect(await ranks('plun ')).toEqual({ 'Plum Cake': 10, 'Applum Crumble': 3, Bread: 1 });
    // Summed over the words.
    expect(await ranks('plum cake ')).toEqual({ 'Plum Cake': 30 });
  });

  it('needs every word to match', async () => {
    expect(await find(alice, 'chicken cheese ')).toEqual(['Weeknight Pasta Bake']);
    // A known word also finds its plural ("crushed tomatoes").
    expect(await find(alice, 'chicken tomato ')).toEqual(['Chicken Tikka Masala', 'Weeknight Pasta Bake']);
    expect(await find(alice, 'chicken custard ')).toEqual([]);
  });

  it('matches the last word as a prefix while typing', async () => {
    expect(await find(alice, 'spag')).toEqual(['Spaghetti Carbonara']);
    expect(await find(alice, 'chicken tik')).toEqual(['Chicken Tikka Masala']);
    // A finished word (trailing space) is not a prefix any more.
    expect(await find(alice, 'spag ')).toEqual([]);
  });

  it("never finds another group's recipes", async () => {
    expect(await find(alice, 'soup')).toEqual([]);
    expect(await find(mallory, 'chicken')).toEqual(['Chicken Soup']);
    expect(await find(mallory, 'tikka')).toEqual([]);
    // A word only another group uses is not offered as a typo variant either.
    expect(await find(alice, 'soupp')).toEqual([]);
  });

  it('follows updates and deletes after a reindex', async () => {
    const id = await addRecipe(alice, { name: 'Lemon tart', description: 'Sharp and sweet.' });
    expect(await find(alice, 'lemon')).toEqual(['Lemon tart']);
    const { db } = ctx.database;
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('recipes').set({ name: 'Lime tart' }).where('id', '=', id).execute();
      await search.reindex(trx, [id]);
    });
    expect(await find(alice, 'lemon')).toEqual([]);
    expect(await find(alice, 'lime')).toEqual(['Lime tart']);
    // A word new since the vocabulary was loaded is a typo target at once.
    expect(await find(alice, 'limme')).toEqual(['Lime tart']);
    await db.deleteFrom('recipes').where('id', '=', id).execute();
    expect(await find(alice, 'lime')).toEqual([]);
    expect(await find(alice, 'tart')).toEqual([]);
    const left = await sql<{ n: number }>`select count(*) as n from recipe_search_docs where recipe_id = ${id}`.execute(db);
    expect(Number(left.rows[0].n)).toBe(0);
    if (ctx.database.engine === 'sqlite') {
      // The FTS5 index still agrees with its content table after the cascade.
      await sql`insert into recipe_search_fts(recipe_search_fts, rank) values ('integrity-check', 1)`.execute(db);
    }
  });

  it('has no filter for text without searchable words', async () => {
    expect(await search.prepare(systemTenant(alice.groupId), '')).toBeNull();
    expect(await search.prepare(systemTenant(alice.groupId), '   ')).toBeNull();
    expect(await search.prepare(systemTenant(alice.groupId), ' ?!, ... -- ')).toBeNull();
  });

  it('takes quotes and operators as plain text', async () => {
    expect(await find(alice, '"carbonara" OR NEAR(')).toEqual([]);
    expect(await find(alice, '"carbonara" -*')).toEqual(['Spaghetti Carbonara']);
  });

  it('reindexes inside a transaction while the vocabulary is still loading', async () => {
    const fresh = createRecipeSearch(ctx.app.deps);
    const id = await addRecipe(alice, { name: 'Plum crumble' });
    let pending: Promise<unknown> = Promise.resolve();
    await ctx.database.db.transaction().execute(async (trx) => {
      await trx.updateTable('recipes').set({ name: 'Damson crumble' }).where('id', '=', id).execute();
      // On SQLite this load queues behind the transaction; reindex must not wait for it.
      pending = fresh.prepare(systemTenant(alice.groupId), 'damson');
      await fresh.reindex(trx, [id]);
    });
    await pending;
    const match = await fresh.prepare(systemTenant(alice.groupId), 'damsn ');
    const rows = await ctx.database.db.selectFrom('recipes').select('name').where(match!.where).execute();
    expect(rows.map((r) => r.name)).toEqual(['Damson crumble']);
    await ctx.database.db.deleteFrom('recipes').where('id', '=', id).execute();
  });

  it('indexes recipes that existed before a fresh search service', async () => {
    const fresh = createRecipeSearch(ctx.app.deps);
    const match = await fresh.prepare(systemTenant(alice.groupId), 'chiken masala');
    const rows = await ctx.database.db
      .selectFrom('recipes')
      .select('name')
      .where('group_id', '=', alice.groupId)
      .where(match!.where)
      .execute();
    expect(rows.map((r) => r.name)).toEqual(['Chicken Tikka Masala']);
  });

  it('indexes, on migrating, the recipes that have no search row (written before the search existed)', async () => {
    const id = await addRecipe(alice, { name: 'Quince paste', description: 'Firm and sweet.', ingredients: [{ note: 'ripe quinces' }] });
    const { db, engine } = ctx.database;
    await db
      .deleteFrom('recipe_search_docs' as never)
      .where('recipe_id' as never, '=', id as never)
      .execute();
    expect(await find(alice, 'quince')).toEqual([]);
    await indexUnindexedRecipes(db, engine);
    expect(await find(alice, 'quince')).toEqual(['Quince paste']);
    // Every field, with its weight on PostgreSQL, and its words in a fresh vocabulary.
    expect(await find(alice, 'firm')).toEqual(['Quince paste']);
    expect(await find(alice, 'ripe')).toEqual(['Quince paste']);
    const fresh = createRecipeSearch(ctx.app.deps);
    const match = await fresh.prepare(systemTenant(alice.groupId), 'quinse');
    const rows = await db.selectFrom('recipes').select('name').where(match!.where).execute();
    expect(rows.map((r) => r.name)).toEqual(['Quince paste']);
    await db.deleteFrom('recipes').where('id', '=', id).execute();
  });
});

describe("a search's matches from the group's index", () => {
  /** The ids the engine's full-text query finds for `text`, in the list's default order for a search. */
  const engineOrder = async (user: TestUser, match: RecipeSearchMatch) =>
    (
      await ctx.database.db
        .selectFrom('recipes')
        .select('id')
        .where('group_id', '=', user.groupId)
        .where(match.where)
        .orderBy(match.rank, 'desc')
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute()
    ).map((r) => r.id);

  it("finds, counts and orders what the engine's full-text query finds", async () => {
    const texts = [
      'chicken',
      'chiken',
      'chick',
      'spaghetti',
      'pasta',
      'cream',
      'crème brûlée',
      'lettuce',
      'roast chicken',
      'masala spiced',
    ];
    for (const user of [alice, mallory]) {
      for (const text of texts) {
        const match = (await search.prepare(systemTenant(user.groupId), text))!;
        const expected = await engineOrder(user, match);
        const matches = match.matches();
        expect(matches.total, text).toBe(expected.length);
        expect(matches.page(0, 50), text).toEqual(expected);
        expect(matches.page(1, 2), text).toEqual(expected.slice(1, 3));
      }
    }
    const chicken = (await search.prepare(systemTenant(alice.groupId), 'chicken'))!.matches();
    expect(chicken.total).toBeGreaterThan(1);
  });

  it('takes in a write once it commits, and nothing of one rolled back', async () => {
    const found = async (text: string) => (await search.prepare(systemTenant(alice.groupId), text))!.matches().total;
    expect(await found('zucchini')).toBe(0);
    // Rolled back after the reindex: the index is as before.
    await expect(
      withTransaction(ctx.app.deps.db, async () => {
        await addRecipe(alice, { name: 'Zucchini fritters' });
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    expect(await found('zucchini')).toBe(0);
    const id = await withTransaction(ctx.app.deps.db, () => addRecipe(alice, { name: 'Zucchini fritters' }));
    expect(await found('zucchini')).toBe(1);
    expect(await found('fritters zucchini')).toBe(1);
    await ctx.database.db.deleteFrom('recipes').where('id', '=', id).execute();
    expect(await found('zucchini')).toBe(0);
  });

  it('is loaded again when what it holds changed elsewhere, and not for other changes to the library', async () => {
    const loads: unknown[] = [];
    const log = Object.assign(Object.create(ctx.app.deps.log), {
      debug: (fields: unknown, message: string) => {
        if (message === 'search index loaded') loads.push(fields);
      },
    });
    // This process's search; the app's own (`search`, which addRecipe reindexes) stands for another process.
    const mine = createRecipeSearch({ ...ctx.app.deps, log });
    const found = async (text: string) => (await mine.prepare(systemTenant(alice.groupId), text))!.matches().page(0, 50);
    const { db } = ctx.database;
    const [carbonara] = await found('carbonara');
    expect(loads).toHaveLength(1);
    expect(loads[0]).toMatchObject({ groupId: alice.groupId, recipes: expect.any(Number) });

    // A rating, a favourite and a save that leaves the searched columns as they were: the library's version moves, the search's does not.
    const before = await groupDataVersion(db, alice.groupId);
    await db.updateTable('recipes').set({ rating: 4 }).where('id', '=', carbonara).execute();
    await db
      .insertInto('users_to_recipes')
      .values({
        id: crypto.randomUUID(),
        user_id: alice.id,
        recipe_id: carbonara,
        is_favorite: true,
        created_at: nowIso(),
        update_at: nowIso(),
      })
      .execute();
    await db.updateTable('recipes').set({ name: 'Spaghetti Carbonara', update_at: nowIso() }).where('id', '=', carbonara).execute();
    expect(await groupDataVersion(db, alice.groupId)).toBeGreaterThan(before);
    expect(await found('carbonara')).toEqual([carbonara]);
    expect(loads).toHaveLength(1);

    // A recipe written elsewhere is found at once; a name the index ranks by, changed elsewhere, loads it again.
    const id = await addRecipe(alice, { name: 'Carbonara di mare' });
    expect(await found('carbonara')).toEqual([id, carbonara]);
    expect(loads).toHaveLength(2);
    await db.updateTable('recipes').set({ name_normalized: 'spaghetti carbonara classica' }).where('id', '=', carbonara).execute();
    expect(await found('carbonara')).toEqual([id, carbonara]);
    expect(loads).toHaveLength(3);
    // And a recipe deleted elsewhere is gone.
    await db.deleteFrom('recipes').where('id', '=', id).execute();
    expect(await found('carbonara')).toEqual([carbonara]);
    expect(loads).toHaveLength(4);
    await db.updateTable('recipes').set({ name_normalized: 'spaghetti carbonara' }).where('id', '=', carbonara).execute();
  });
});

describe('boundedEditDistance', () => {
  it('counts insertions, deletions, substitutions and transpositions', () => {
    expect(boundedEditDistance('chiken', 'chicken', 2)).toBe(1);
    expect(boundedEditDistance('spagetti', 'spaghetti', 2)).toBe(1);
    expect(boundedEditDistance('tomatoe', 'tomato', 2)).toBe(1);
    expect(boundedEditDistance('recipe', 'recpie', 2)).toBe(1);
    expect(boundedEditDistance('rice', 'rise', 2)).toBe(1);
    expect(boundedEditDistance('pasta', 'pasta', 2)).toBe(0);
    expect(boundedEditDistance('cake', 'pancakes', 2)).toBe(3);
  });
});
