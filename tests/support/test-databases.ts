/**
 * Which databases the API integration tests run against: always PGlite, and PostgreSQL too when
 * TEST_DATABASE_URL is set (.ci/run sets it to the machine's server). Use with `describe.each`.
 */
export type TestDatabaseKind = 'pglite' | 'postgres';

export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}
