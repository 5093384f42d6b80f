import { defineConfig } from 'vitest/config';

// Every database test runs twice: once on SQLite, once on PostgreSQL.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'sqlite', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], env: { DB_ENGINE: 'sqlite' } },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ['src/**/*.unit.test.ts'],
          env: { DB_ENGINE: 'postgres' },
          globalSetup: ['test/postgres-global-setup.ts'],
        },
      },
    ],
  },
});
