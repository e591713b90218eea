/** What the global setup hands to the test workers (vitest `provide`/`inject`). */
export interface TestPostgresState {
  /** Superuser URL of the PostgreSQL server for the tests; absent when it could not be started. */
  url?: string;
  /** Why there is none. */
  error?: string;
}

export const TEST_POSTGRES_KEY = 'ottTestPostgres';

declare module 'vitest' {
  export interface ProvidedContext {
    ottTestPostgres: TestPostgresState;
  }
}
