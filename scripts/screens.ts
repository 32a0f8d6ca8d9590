/**
 * `npx tsx scripts/screens.ts` writes the screenshots of the portal frame in docs/screens/: the
 * property manager's dashboard and the admin console's overview, each 1280 and 375 CSS px wide
 * (PNG, the whole page). Not a test (a spec skipped by default would count as skipped in CI):
 * run it after changing the frame and commit the pictures.
 *
 * It builds if needed, creates an admin with `admin:create` on a fresh data directory, starts the
 * built server with the browser tests' helper (tests/e2e/fixtures/server.ts), seeds a manager's
 * properties and requests and a job application through the API, and drives Debian's Chromium
 * with the browser tests' launch options (playwright.config.ts).
 * @throws (exits non-zero) when the build, the admin, the server or a page fails.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { type APIRequestContext, type Browser, chromium, request } from "@playwright/test";
import config from "../playwright.config";
import { freePort, startServer, tempDataDir } from "../tests/e2e/fixtures/server";
// @ts-expect-error plain JavaScript helper without types
import { ensureBuild } from "./ensure-build.mjs";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "docs/screens");
const widths = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 812 } };
const admin = { username: "desk_screens", password: "Agency-Desk-2026" };

/** Answers `response` must have given, or throws with its text. */
async function ok(response: Awaited<ReturnType<APIRequestContext["post"]>>): Promise<void> {
  if (!response.ok())
    throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
}

/** A property manager with three properties and four requests, signed in on `api`. */
async function seedManager(api: APIRequestContext, base: string): Promise<void> {
  await ok(
    await api.post(`${base}/api/register`, {
      data: {
        username: "dana_screens",
        email: "dana.screens@example.com",
        password: "Sunset-Harbor-2026",
        fullName: "Dana Whitfield",
        role: "property_manager",
        companyName: "Bayshore Residential Group",
      },
    }),
  );
  const properties = [
    {
      name: "Harbor Pointe",
      address: "4100 W Bay to Bay Blvd",
      city: "Tampa",
      zip: "33629",
      units: 248,
    },
    {
      name: "The Palms at Westshore",
      address: "1200 N West Shore Blvd",
      city: "Tampa",
      zip: "33607",
      units: 312,
    },
    {
      name: "Gulf Breeze Villas",
      address: "2500 Gulf Blvd",
      city: "Clearwater",
      zip: "33767",
      units: 96,
    },
  ];
  const ids: number[] = [];
  for (const property of properties) {
    const response = await api.post(`${base}/api/portal/properties`, {
      data: { ...property, state: "FL", description: "Garden-style community with two pools." },
    });
    await ok(response);
    ids.push(((await response.json()) as { id: number }).id);
  }
  const requests = [
    ["maintenance", "Certified HVAC technician for the summer service load."],
    ["make-ready", "Two make-ready specialists for a 12-unit turn."],
    ["groundskeeping", "Weekly grounds crew for the lake-front buildings."],
    ["leasing", "Weekend leasing consultant during the spring push."],
  ] as const;
  for (const [index, [staffType, details]] of requests.entries()) {
    await ok(
      await api.post(`${base}/api/portal/staffing-requests`, {
        data: {
          propertyId: ids[index % ids.length],
          contactName: "Dana Whitfield",
          email: "dana.screens@example.com",
          staffType,
          details,
          consent: true,
        },
      }),
    );
  }
}

/** Screenshots `url` at both widths as docs/screens/<name>-<width>.png. */
async function shoot(browser: Browser, signedIn: APIRequestContext, url: string, name: string) {
  const storageState = await signedIn.storageState();
  for (const viewport of Object.values(widths)) {
    const context = await browser.newContext({ viewport, storageState });
    const page = await context.newPage();
    await page.goto(url);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page
      .getByRole("status")
      .filter({ hasText: /^Loading|Checking/ })
      .waitFor({ state: "detached" });
    await page.waitForLoadState("networkidle");
    const file = path.join(outDir, `${name}-${viewport.width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(`wrote ${path.relative(root, file)}`);
    await context.close();
  }
}

async function main() {
  ensureBuild();
  const dataDir = tempDataDir();
  const created = spawnSync(
    process.execPath,
    [
      "node_modules/tsx/dist/cli.mjs",
      "scripts/admin-create.ts",
      ...["--username", admin.username, "--email", "desk.screens@example.com"],
      ...["--password", admin.password, "--full-name", "Alex Rivera"],
    ],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, encoding: "utf8" },
  );
  if (created.status !== 0) throw new Error(`admin:create failed: ${created.stderr}`);

  const server = await startServer({ port: await freePort(), dataDir });
  const browser = await chromium.launch(config.use?.launchOptions);
  try {
    const manager = await request.newContext();
    await seedManager(manager, server.url);
    await ok(
      await manager.post(`${server.url}/api/job-applications`, {
        data: {
          fullName: "Lena Ortiz",
          email: "lena.screens@example.com",
          phone: "(239) 555-0110",
          position: "leasing",
          experience: "1-3",
          consent: true,
        },
      }),
    );
    const agency = await request.newContext();
    await ok(await agency.post(`${server.url}/api/login`, { data: admin }));

    fs.mkdirSync(outDir, { recursive: true });
    await shoot(browser, manager, `${server.url}/dashboard`, "dashboard-manager");
    await shoot(browser, agency, `${server.url}/admin`, "admin-overview");
    await manager.dispose();
    await agency.dispose();
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
