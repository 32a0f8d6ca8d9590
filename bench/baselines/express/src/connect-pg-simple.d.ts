/** connect-pg-simple ships no types; the part the baseline uses. */
declare module "connect-pg-simple" {
  import type session from "express-session";

  interface PgStoreOptions {
    pool?: { query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }> };
    tableName?: string;
    schemaName?: string;
    createTableIfMissing?: boolean;
    pruneSessionInterval?: false | number;
  }
  export default function connectPgSimple(
    s: typeof session,
  ): new (
    options?: PgStoreOptions,
  ) => session.Store;
}
