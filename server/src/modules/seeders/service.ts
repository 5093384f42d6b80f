import type { AuthContext } from '../../platform/auth/context.js';
import type { Deps } from '../../platform/deps.js';
import { existingFoodNames, insertFoods } from '../foods/queries.js';
import type { Db } from '../../platform/transactions.js';
import { insertLabels, listLabelNames } from '../labels/queries.js';
import { LABEL_DEFAULT_COLOR } from '../labels/schemas.js';
import { existingUnitNames, insertUnits } from '../units/queries.js';

/** Locales with seed files in ./data (the 41 of Mealie's translation project). */
export const SEED_LOCALES = [
  'af-ZA',
  'ar-SA',
  'bg-BG',
  'ca-ES',
  'cs-CZ',
  'da-DK',
  'de-DE',
  'el-GR',
  'en-GB',
  'en-US',
  'es-ES',
  'fi-FI',
  'fr-BE',
  'fr-CA',
  'fr-FR',
  'gl-ES',
  'he-IL',
  'hr-HR',
  'hu-HU',
  'is-IS',
  'it-IT',
  'ja-JP',
  'ko-KR',
  'lt-LT',
  'lv-LV',
  'nl-NL',
  'no-NO',
  'pl-PL',
  'pt-BR',
  'pt-PT',
  'ro-RO',
  'ru-RU',
  'sk-SK',
  'sl-SI',
  'sr-SP',
  'sv-SE',
  'tr-TR',
  'uk-UA',
  'vi-VN',
  'zh-CN',
  'zh-TW',
] as const;

const FALLBACK_LOCALE = 'en-US';

interface SeedFood {
  name: string;
  plural_name?: string;
}
interface SeedUnit {
  name: string;
  plural_name?: string;
  description?: string;
  abbreviation?: string;
  plural_abbreviation?: string;
}
interface SeedData {
  foods: SeedFood[];
  units: SeedUnit[];
  labels: string[];
}

/** The known locale matching `locale` (any letter case), else en-US, as Mealie falls back. */
export function seedLocale(locale: string): string {
  const wanted = locale.trim().toLowerCase().replace('_', '-');
  return SEED_LOCALES.find((l) => l.toLowerCase() === wanted) ?? FALLBACK_LOCALE;
}

// A template import (not a file read) so that the bundler ships the lists inside the built server.
async function loadSeed<K extends keyof SeedData>(kind: K, locale: string): Promise<SeedData[K]> {
  const module = await import(`./data/${kind}/${seedLocale(locale)}.json`, { with: { type: 'json' } });
  return module.default as SeedData[K];
}

/** Entries whose name is new to the group and to the list itself (some translations repeat a word). */
function newByName<T>(items: T[], nameOf: (item: T) => string, existing: Set<string>): T[] {
  const seen = new Set(existing);
  return items.filter((item) => {
    const name = nameOf(item).trim();
    if (!name || seen.has(name)) return false;
    seen.add(name);
    return true;
  });
}

const CHUNK = 100;
async function inChunks<T>(items: T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += CHUNK) await write(items.slice(i, i + CHUNK));
}

const seeded = (count: number, noun: string, locale: string) => ({
  message: `Seeded ${count} ${noun} (${seedLocale(locale)})`,
  error: false as const,
});

/**
 * /api/groups/seeders: adds a locale's default foods, units or labels to the caller's group.
 * Running it again adds only what is missing, so it is safe to repeat.
 */
export function createSeedersService(deps: Deps) {
  const { db } = deps;
  const inTransaction = <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work);

  async function seedFoods(groupId: string, locale: string): Promise<number> {
    const data = await loadSeed('foods', locale);
    return inTransaction(async (trx) => {
      const foods = newByName(data, (f) => f.name, await existingFoodNames(trx, groupId));
      await inChunks(foods, (chunk) =>
        insertFoods(
          trx,
          groupId,
          chunk.map((f) => ({ name: f.name.trim(), pluralName: f.plural_name?.trim() || null })),
        ),
      );
      return foods.length;
    });
  }

  async function seedUnits(groupId: string, locale: string): Promise<number> {
    const data = await loadSeed('units', locale);
    return inTransaction(async (trx) => {
      const units = newByName(data, (u) => u.name, await existingUnitNames(trx, groupId));
      await inChunks(units, (chunk) =>
        insertUnits(
          trx,
          groupId,
          chunk.map((u) => ({
            name: u.name.trim(),
            pluralName: u.plural_name?.trim() || null,
            description: u.description ?? '',
            abbreviation: u.abbreviation?.trim() ?? '',
            pluralAbbreviation: u.plural_abbreviation?.trim() ?? '',
          })),
        ),
      );
      return units.length;
    });
  }

  async function seedLabels(groupId: string, locale: string): Promise<number> {
    const data = await loadSeed('labels', locale);
    return inTransaction(async (trx) => {
      const existing = new Set((await listLabelNames(trx, groupId)).map((l) => l.name));
      const labels = newByName(data, (name) => name, existing);
      await inChunks(labels, (chunk) =>
        insertLabels(
          trx,
          groupId,
          chunk.map((name) => ({ name: name.trim(), color: LABEL_DEFAULT_COLOR })),
        ),
      );
      return labels.length;
    });
  }

  return {
    seedFoods: async (auth: AuthContext, locale: string) => seeded(await seedFoods(auth.groupId, locale), 'foods', locale),
    seedUnits: async (auth: AuthContext, locale: string) => seeded(await seedUnits(auth.groupId, locale), 'units', locale),
    seedLabels: async (auth: AuthContext, locale: string) => seeded(await seedLabels(auth.groupId, locale), 'labels', locale),

    /** Registration with `seedData`: foods, units and labels of the locale for a new group. */
    async seedGroup(groupId: string, locale: string): Promise<void> {
      await seedLabels(groupId, locale);
      await seedUnits(groupId, locale);
      await seedFoods(groupId, locale);
    },
  };
}

export type SeedersService = ReturnType<typeof createSeedersService>;
