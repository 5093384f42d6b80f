import { type ColumnDataType, type ColumnDefinitionBuilder, type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Engine } from './database.js';
import * as m0001 from './migrations/0001_create_tenancy.js';
import * as m0002 from './migrations/0002_create_recipes.js';
import * as m0003 from './migrations/0003_recipe_search.js';
import * as m0004 from './migrations/0004_recipe_list_indexes.js';
import * as m0005 from './migrations/0005_create_reports.js';
import * as m0006 from './migrations/0006_group_data_versions.js';
import * as m0007 from './migrations/0007_create_jobs.js';
import * as m0008 from './migrations/0008_create_events.js';
import * as m0009 from './migrations/0009_create_shopping.js';
import * as m0010 from './migrations/0010_add_ingredient_max_quantity.js';
import * as m0011 from './migrations/0011_create_meal_plans.js';
import * as m0012 from './migrations/0012_recipe_summaries.js';
import * as m0013 from './migrations/0013_group_recipe_counts.js';
import * as m0014 from './migrations/0014_recipe_list_default_order_index.js';
import * as m0015 from './migrations/0015_recipe_search_ranked_match.js';
import * as m0016 from './migrations/0016_recipe_search_docs_slim.js';
import * as m0017 from './migrations/0017_group_search_versions.js';

/** What a migration needs to know about the engine it runs on: the few column types that differ. */
export interface MigrationContext {
  engine: Engine;
  types: {
    uuid: ColumnDataType;
    timestamp: ColumnDataType;
    serial: ColumnDataType;
    autoIncrement: (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
  };
}

interface MigrationModule {
  up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void>;
  down?(db: Kysely<unknown>, ctx: MigrationContext): Promise<void>;
}

// Listed here rather than read from the folder so that the bundled server carries them.
const MIGRATIONS: Record<string, MigrationModule> = {
  '0001_create_tenancy': m0001,
  '0002_create_recipes': m0002,
  '0003_recipe_search': m0003,
  '0004_recipe_list_indexes': m0004,
  '0005_create_reports': m0005,
  '0006_group_data_versions': m0006,
  '0007_create_jobs': m0007,
  '0008_create_events': m0008,
  '0009_create_shopping': m0009,
  '0010_add_ingredient_max_quantity': m0010,
  '0011_create_meal_plans': m0011,
  '0012_recipe_summaries': m0012,
  '0013_group_recipe_counts': m0013,
  '0014_recipe_list_default_order_index': m0014,
  '0015_recipe_search_ranked_match': m0015,
  '0016_recipe_search_docs_slim': m0016,
  '0017_group_search_versions': m0017,
};

export function migrationContext(engine: Engine): MigrationContext {
  return engine === 'postgres'
    ? { engine, types: { uuid: 'uuid', timestamp: 'timestamptz', serial: 'serial', autoIncrement: (c) => c } }
    : {
        engine,
        types: { uuid: 'varchar(36)', timestamp: 'varchar(32)', serial: 'integer', autoIncrement: (c) => c.autoIncrement() },
      };
}

class StaticProvider implements MigrationProvider {
  constructor(private readonly ctx: MigrationContext) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const out: Record<string, Migration> = {};
    for (const [name, mod] of Object.entries(MIGRATIONS)) {
      out[name] = {
        up: (db) => mod.up(db, this.ctx),
        down: mod.down ? (db) => mod.down!(db, this.ctx) : undefined,
      };
    }
    return out;
  }
}

// Migrations see the schema as it was when they were written, not today's table types.
// biome-ignore lint/suspicious/noExplicitAny: any Kysely instance, whatever its table types
export async function migrateToLatest(db: Kysely<any>, engine: Engine): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new StaticProvider(migrationContext(engine)) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
