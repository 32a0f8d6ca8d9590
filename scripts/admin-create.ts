/**
 * `npm run admin:create -- --username <u> --email <e> --password <p> --full-name "<name>"`
 * creates an admin account; `npm run admin:create -- --username <u>` promotes an existing user.
 * The only way to get the admin role: POST /api/register never grants it (spec section 5, Register: the roles a visitor may choose).
 *
 * With the embedded database it takes the data-directory lock like the server does, so while the
 * server runs it refuses with a clear message instead of risking the data; with PostgreSQL
 * (DATABASE_URL) it works alongside running servers.
 */
import { parseArgs } from "node:util";
import { eq, sql } from "drizzle-orm";
import { registerSchema } from "../src/domain/auth";
import { ConfigError, loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { DataDirLockedError } from "../src/server/db/lock";
import { users } from "../src/server/db/schema";
import { hashPassword } from "../src/server/features/auth/passwords";
import { usersRepository } from "../src/server/features/auth/repository";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let args: Record<string, string | undefined>;
try {
  args = parseArgs({
    options: {
      username: { type: "string" },
      email: { type: "string" },
      password: { type: "string" },
      "full-name": { type: "string" },
    },
    strict: true,
  }).values;
} catch (error) {
  fail(
    `${(error as Error).message}\nUsage: npm run admin:create -- --username <u> [--email <e> --password <p> --full-name "<name>"]`,
  );
}

const username = args.username?.trim();
if (!username)
  fail('Give --username (and, for a new account, --email, --password and --full-name "<name>").');
const creating = Boolean(args.email || args.password || args["full-name"]);

try {
  const config = loadConfig();
  const database = await openDatabase(config).catch((error: unknown) => {
    if (error instanceof DataDirLockedError) {
      fail(
        `${error.message}\nThe data directory was not touched. Stop the server, run this again, then start the server.`,
      );
    }
    throw error;
  });
  try {
    await database.migrate();
    const repo = usersRepository(database.db);
    const existing = await repo.findByUsernameWithHash(username);
    if (!creating) {
      if (!existing)
        fail(
          `No user named "${username}". To create one, also give --email, --password and --full-name.`,
        );
      if (existing.role === "admin") {
        console.log(`${existing.username} is already an admin.`);
      } else {
        await database.db.update(users).set({ role: "admin" }).where(eq(users.id, existing.id));
        console.log(
          `${existing.username} (${existing.email}) is now an admin (was ${existing.role}).`,
        );
      }
    } else {
      if (existing)
        fail(
          `A user named "${existing.username}" already exists. Run with only --username to promote it.`,
        );
      const parsed = registerSchema.safeParse({
        username,
        email: args.email,
        password: args.password,
        fullName: args["full-name"],
      });
      if (!parsed.success) {
        fail(
          `Cannot create the admin:\n${parsed.error.issues.map((i) => `  --${String(i.path[0]).replace("fullName", "full-name")}: ${i.message}`).join("\n")}`,
        );
      }
      const taken = await repo.findTaken(parsed.data.username, parsed.data.email);
      if (taken.email) fail(`The e-mail ${parsed.data.email} is already used by another account.`);
      const created = await repo.create({
        username: parsed.data.username,
        email: parsed.data.email,
        passwordHash: await hashPassword(parsed.data.password),
        fullName: parsed.data.fullName,
        role: "admin",
        companyName: null,
        phone: null,
      });
      const [{ admins } = { admins: 0 }] = await database.db
        .select({ admins: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.role, "admin"));
      console.log(
        `Created admin ${created.username} (${created.email}); ${admins} admin account(s) in all.`,
      );
    }
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
