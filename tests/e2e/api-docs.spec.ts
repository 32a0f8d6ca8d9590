/**
 * The API reference page (GET /api/docs, src/server/plugins/openapi.ts) in a real browser under
 * the site's Content-Security-Policy: it renders every operation of the OpenAPI document, loads
 * nothing from another host (these machines have no outside network, and integrators' networks
 * may not either), and causes no CSP violation (the watch in fixtures/test.ts fails the test on
 * any).
 */
import { freePort, type RunningServer, startServer, tempDataDir } from "./fixtures/server";
import { expect, test } from "./fixtures/test";

let server: RunningServer;

test.beforeAll(async () => {
  server = await startServer({ port: await freePort(), dataDir: tempDataDir() });
});

test.afterAll(async () => {
  await server?.stop();
});

test("the API reference renders every documented operation from this server alone", async ({
  page,
}) => {
  const outside: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(`${server.url}/`) && !url.startsWith("data:")) outside.push(url);
  });
  const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const operations = Object.values(document.paths).reduce(
    (n, methods) => n + Object.keys(methods).length,
    0,
  );

  await page.goto(`${server.url}/api/docs`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(" API");
  await expect(page.locator(".opblock")).toHaveCount(operations);
  await expect(page.locator(".opblock").filter({ hasText: "/api/login" })).toBeVisible();
  // Open one operation: its parameters and responses render too.
  await page
    .locator(".opblock-summary")
    .filter({ hasText: "/api/portal/properties/{id}" })
    .first()
    .click();
  await expect(page.getByText("Responses").first()).toBeVisible();
  expect(outside).toEqual([]);
});
