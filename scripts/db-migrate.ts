/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";

const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  console.log(
    `Migrations applied (${database.kind === "pglite" ? `${config.dataDir}/pglite` : "PostgreSQL"}).`,
  );
} finally {
  await database.close();
}
