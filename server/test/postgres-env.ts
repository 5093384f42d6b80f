/** Where the test PostgreSQL lives (trust auth on the development and CI machines). */
export const PG_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
export const TEMPLATE_DB = `larder_template_${process.env.VITEST_POOL_ID ?? ''}`.replace(/_$/, '');

export function urlFor(database: string): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}
