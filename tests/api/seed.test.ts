/**
 * `npm run db:seed` on an empty embedded database: the demo accounts, an open emergency request and
 * placements in each state the screens show (completed and rated, confirmed, offered), the
 * completed work's weeks of hours (approved and locked, approved, submitted); a second run
 * changes nothing.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { openPglite } from "../../src/server/db/client";
import { rowsOf } from "../helpers/db";

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "seed-"));
const seed = () =>
  run(process.execPath, ["--import", "tsx", "scripts/db-seed.ts"], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
  });

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

it("seeds demo accounts, an open emergency and placements in every state, once", async () => {
  const first = await seed();
  expect(first.stdout).toContain("Seeded: demo.manager, demo.staff, demo.staff2 and demo.admin");
  const second = await seed();
  expect(second.stdout).toContain("Demo data already present; nothing to do.");

  const database = await openPglite(path.join(dataDir, "pglite"));
  try {
    const users = rowsOf<{ username: string; role: string }>(
      await database.db.execute(sql`select username, role from users order by username`),
    );
    expect(users).toEqual([
      { username: "demo.admin", role: "admin" },
      { username: "demo.manager", role: "property_manager" },
      { username: "demo.staff", role: "staff" },
      { username: "demo.staff2", role: "staff" },
    ]);
    const assignments = rowsOf<{ status: string; rating: number | null; staff: string }>(
      await database.db.execute(
        sql`select a.status, a.rating, u.username as staff from staff_assignments a join users u on u.id = a.staff_id order by a.id`,
      ),
    );
    expect(assignments).toEqual([
      { status: "completed", rating: 5, staff: "demo.staff" },
      { status: "confirmed", rating: null, staff: "demo.staff" },
      { status: "offered", rating: null, staff: "demo.staff2" },
    ]);
    const emergencies = rowsOf<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from staffing_requests where emergency_reason is not null and responded_at is null`,
      ),
    );
    expect(emergencies[0]?.n).toBe(1);
    // The completed work's weeks: the first approved and locked, the last awaiting approval.
    const weeks = rowsOf<{ status: string; locked: boolean; minutes: number; bill: number }>(
      await database.db.execute(
        sql`select t.status, t.locked_at is not null as locked, t.total_minutes as minutes, a.bill_rate_cents as bill
            from timesheets t join staff_assignments a on a.id = t.assignment_id order by t.week_start`,
      ),
    );
    expect(weeks.length).toBeGreaterThanOrEqual(3);
    expect(weeks[0]).toMatchObject({ status: "approved", locked: true, bill: 3400 });
    expect(weeks.at(-1)).toMatchObject({ status: "submitted", locked: false });
    expect(weeks.slice(1, -1).every((w) => w.status === "approved" && !w.locked)).toBe(true);
    expect(weeks.every((w) => w.minutes % 480 === 0)).toBe(true);
    // Three open postings on the job board, naming neither the client nor a property.
    const postings = rowsOf<{ title: string; description: string; interested: number }>(
      await database.db.execute(
        sql`select title, description, (select count(*)::int from job_interests i where i.posting_id = p.id) as interested
            from job_postings p where closed_at is null and valid_through >= current_date order by id`,
      ),
    );
    expect(postings).toHaveLength(3);
    expect(postings.map((p) => p.interested)).toEqual([0, 1, 0]);
    for (const p of postings) expect(`${p.title} ${p.description}`).not.toMatch(/Bayshore/);
  } finally {
    await database.close();
  }
}, 120_000);
