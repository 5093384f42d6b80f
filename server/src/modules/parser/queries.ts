import { inGroup, type Tenant } from '../../platform/access.js';
import type { Db } from '../../platform/transactions.js';

/** One normalised spelling (name, plural, abbreviation or alias) of a food or unit. */
export interface Spelling {
  id: string;
  text: string | null;
}

/** Every normalised name, plural and alias of the group's foods: what a parsed food is matched against. */
export async function foodSpellings(db: Db, tenant: Tenant): Promise<Spelling[]> {
  const [foods, aliases] = await Promise.all([
    db
      .selectFrom('ingredient_foods')
      .select(['id', 'name_normalized', 'plural_name_normalized'])
      .$call(inGroup(tenant))
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('ingredient_foods_aliases')
      .innerJoin('ingredient_foods', 'ingredient_foods.id', 'ingredient_foods_aliases.food_id')
      .select(['ingredient_foods.id', 'ingredient_foods_aliases.name_normalized'])
      .$call(inGroup(tenant, 'ingredient_foods.group_id'))
      .orderBy('ingredient_foods_aliases.created_at')
      .execute(),
  ]);
  // Names first, then plurals, then aliases: an exact match on a name beats another food's alias.
  return [
    ...foods.map((f) => ({ id: f.id, text: f.name_normalized })),
    ...foods.map((f) => ({ id: f.id, text: f.plural_name_normalized })),
    ...aliases.map((a) => ({ id: a.id, text: a.name_normalized })),
  ];
}

/** Every normalised name, plural, abbreviation, plural abbreviation and alias of the group's units. */
export async function unitSpellings(db: Db, tenant: Tenant): Promise<Spelling[]> {
  const [units, aliases] = await Promise.all([
    db
      .selectFrom('ingredient_units')
      .select(['id', 'name_normalized', 'plural_name_normalized', 'abbreviation_normalized', 'plural_abbreviation_normalized'])
      .$call(inGroup(tenant))
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('ingredient_units_aliases')
      .innerJoin('ingredient_units', 'ingredient_units.id', 'ingredient_units_aliases.unit_id')
      .select(['ingredient_units.id', 'ingredient_units_aliases.name_normalized'])
      .$call(inGroup(tenant, 'ingredient_units.group_id'))
      .orderBy('ingredient_units_aliases.created_at')
      .execute(),
  ]);
  return [
    ...units.map((u) => ({ id: u.id, text: u.name_normalized })),
    ...units.map((u) => ({ id: u.id, text: u.plural_name_normalized })),
    ...units.map((u) => ({ id: u.id, text: u.abbreviation_normalized })),
    ...units.map((u) => ({ id: u.id, text: u.plural_abbreviation_normalized })),
    ...aliases.map((a) => ({ id: a.id, text: a.name_normalized })),
  ];
}
