import { requireAccess, type Scope, type Tenant } from '../../platform/access.js';
import type { Deps } from '../../platform/deps.js';
import { withTransaction } from '../../platform/transactions.js';
import type { FoodsService } from '../foods/service.js';
import type { LabelsService } from '../labels/service.js';
import type { UnitsService } from '../units/service.js';

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
async function loadSeedFile<K extends keyof SeedData>(kind: K, locale: string): Promise<SeedData[K]> {
  const module = await import(`./data/${kind}/${locale}.json`, { with: { type: 'json' } });
  return module.default as SeedData[K];
}

/**
 * A locale's list, each item with `aliases`: the names of the same entry in the other locales of
 * its language (en-GB "Confectionery" is en-US "Confectionary", "rocket" is "arugula"), so that
 * seeding one after the other adds nothing twice. Every locale's list holds the same entries in the
 * same order (Mealie's files are keyed by one English slug per entry; labels are a list), so the
 * position is the entry's locale-independent key.
 */
async function loadSeed<K extends keyof SeedData>(kind: K, locale: string): Promise<{ item: SeedData[K][number]; aliases: string[] }[]> {
  const own = seedLocale(locale);
  const language = own.split('-')[0];
  const siblings = SEED_LOCALES.filter((l) => l !== own && l.split('-')[0] === language);
  const lists = await Promise.all(siblings.map((l) => loadSeedFile(kind, l)));
  const nameOf = (entry: SeedData[K][number] | undefined) => (typeof entry === 'string' ? entry : entry?.name)?.trim() ?? '';
  return (await loadSeedFile(kind, own)).map((item, index) => ({
    item,
    aliases: lists.map((list) => nameOf(list[index])).filter((name) => name && name !== nameOf(item)),
  }));
}

const seeded = (count: number, noun: string, locale: string) => ({
  message: `Seeded ${count} ${noun} (${seedLocale(locale)})`,
  error: false as const,
});

/**
 * /api/groups/seeders: adds a locale's default foods, units or labels to the caller's group.
 * Running it again adds only what is missing, so it is safe to repeat: an entry is missing unless
 * the group has a row of the same name (case, accents and spacing ignored) or of the entry's name
 * in another locale of the same language (see `loadSeed`). The foods, units and labels
 * areas write the rows; this area only reads the locale's lists.
 */
export function createSeedersService(
  deps: Deps,
  services: {
    foods: Pick<FoodsService, 'seedFoods'>;
    units: Pick<UnitsService, 'seedUnits'>;
    labels: Pick<LabelsService, 'seedLabels'>;
  },
) {
  const { db } = deps;

  async function seedFoods(tenant: Tenant, locale: string): Promise<number> {
    const data = await loadSeed('foods', locale);
    return services.foods.seedFoods(
      tenant,
      data.map(({ item: f, aliases }) => ({ name: f.name.trim(), pluralName: f.plural_name?.trim() || null, aliases })),
    );
  }

  async function seedUnits(tenant: Tenant, locale: string): Promise<number> {
    const data = await loadSeed('units', locale);
    return services.units.seedUnits(
      tenant,
      data.map(({ item: u, aliases }) => ({
        aliases,
        name: u.name.trim(),
        pluralName: u.plural_name?.trim() || null,
        description: u.description ?? '',
        abbreviation: u.abbreviation?.trim() ?? '',
        pluralAbbreviation: u.plural_abbreviation?.trim() ?? '',
      })),
    );
  }

  async function seedLabels(tenant: Tenant, locale: string): Promise<number> {
    const data = await loadSeed('labels', locale);
    return services.labels.seedLabels(
      tenant,
      data.map(({ item: name, aliases }) => ({ name: name.trim(), aliases })),
    );
  }

  /** Any member may seed their group's data (reference/domain.md §2: seeders need no flag). */
  const memberTenant = (scope: Scope): Tenant => {
    requireAccess(scope, 'group.write');
    return scope;
  };

  return {
    seedFoods: async (scope: Scope, locale: string) => seeded(await seedFoods(memberTenant(scope), locale), 'foods', locale),
    seedUnits: async (scope: Scope, locale: string) => seeded(await seedUnits(memberTenant(scope), locale), 'units', locale),
    seedLabels: async (scope: Scope, locale: string) => seeded(await seedLabels(memberTenant(scope), locale), 'labels', locale),

    /**
     * A new group's foods, units and labels of the locale (registration with `seedData`), all or
     * none, inside the caller's unit of work; foods are written last.
     */
    async seedGroup(tenant: Tenant, locale: string): Promise<void> {
      await withTransaction(db, async () => {
        await seedLabels(tenant, locale);
        await seedUnits(tenant, locale);
        await seedFoods(tenant, locale);
      });
    },
  };
}

export type SeedersService = ReturnType<typeof createSeedersService>;
