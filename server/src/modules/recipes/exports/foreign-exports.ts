import { badRequest } from '../../../platform/errors.js';

/**
 * Archives that are another app's export (formats.md §2–11), which the recipe zip import cannot
 * read: each is named by the migration that reads it (Mealie's `migration_type`), or `backup`.
 */
export type ForeignExport = 'backup' | 'mealie_alpha' | 'nextcloud' | 'paprika' | 'tandoor' | 'chowdown' | 'copymethat' | 'plantoeat';

const APP_NAMES: Record<ForeignExport, string> = {
  backup: 'a Mealie backup (database.json)',
  mealie_alpha: 'an export of Mealie before v1.0',
  nextcloud: 'a Nextcloud Cookbook export',
  paprika: 'a Paprika export',
  tandoor: 'a Tandoor export',
  chowdown: 'a Chowdown site',
  copymethat: 'a Copy Me That or Recipe Keeper export',
  plantoeat: 'a Plan to Eat export',
};

const MIGRATION_NAMES: Record<Exclude<ForeignExport, 'backup'>, string> = {
  mealie_alpha: 'Mealie (before v1.0)',
  nextcloud: 'Nextcloud Cookbook',
  paprika: 'Paprika',
  tandoor: 'Tandoor',
  chowdown: 'Chowdown',
  copymethat: 'Copy Me That" or "Recipe Keeper',
  plantoeat: 'Plan to Eat',
};

/**
 * 400 naming the screen that reads the archive. Neither the migrations screen nor the backups
 * screen exists on this server yet, so the answer says so in words rather than pointing there.
 * `migrationType` lets a client word it in its own language.
 */
export function foreignExport(kind: ForeignExport) {
  const where =
    kind === 'backup'
      ? 'It is restored as a whole on the backups screen (Admin › Backups), which this server does not offer yet.'
      : `It is imported with the "${MIGRATION_NAMES[kind]}" data migration (Group › Migrations), which this server does not offer yet.`;
  return badRequest(`This archive is ${APP_NAMES[kind]}, not a recipe zip exported from Mealie or Larder. ${where}`, 'FOREIGN_EXPORT', {
    migrationType: kind,
  });
}

const base = (name: string) => name.slice(name.lastIndexOf('/') + 1).toLowerCase();

/** Which other app's export an archive is, from its entry names alone (noise already removed); null when none. */
export function foreignExportByNames(names: string[]): ForeignExport | null {
  const lower = names.map((name) => name.toLowerCase());
  if (lower.some((name) => base(name) === 'database.json')) return 'backup';
  if (lower.some((name) => name.endsWith('.paprikarecipe') || name.endsWith('.paprikarecipes'))) return 'paprika';
  if (lower.some((name) => name.endsWith('.zip'))) return 'tandoor';
  if (lower.some((name) => /(^|\/)_recipes\/[^/]+\.md$/.test(name))) return 'chowdown';
  if (lower.some((name) => base(name) === 'recipes.html')) return 'copymethat';
  if (lower.some((name) => name.endsWith('.csv'))) return 'plantoeat';
  if (lower.some((name) => base(name) === 'recipe.json') && lower.some((name) => /^(full|thumb\d*)\.(jpe?g|png|webp)$/.test(base(name)))) {
    return 'nextcloud';
  }
  if (lower.some((name) => /(^|\/)mealie_\d{4}-[a-z]{3}-\d{2}\//.test(name))) return 'mealie_alpha';
  return null;
}

/** Which other app wrote a recipe JSON, from its content: schema.org (Nextcloud) or Mealie v0 (integer ids). */
export function foreignExportByContent(recipe: Record<string, unknown>): ForeignExport | null {
  if ('@context' in recipe || '@type' in recipe) return 'nextcloud';
  if (typeof recipe.id === 'number') return 'mealie_alpha';
  return null;
}
