/**
 * /metrics (plugins/metrics.ts) and the overload guard (plugins/overload.ts), through the real
 * app: the counters and histograms move with requests, labels are route patterns, and the
 * figures are reachable only with the token or only on the metrics port.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config";
import { duringExpectedStall } from "../../src/server/expected-stalls";
import { recordBackupSuccess } from "../../src/server/metrics";
import { OVERLOAD_MESSAGE } from "../../src/server/plugins/overload";
import { freePort } from "../e2e/fixtures/server";
import { buildTestApp, signUp, type TestApp } from "../helpers/app";

const TOKEN = randomBytes(24).toString("hex");

/** The value of the sample `name{labels}` in a Prometheus text exposition, or undefined. */
function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) {
      return Number(match[3]);
    }
  }
  return undefined;
}

describe("without METRICS_PORT or METRICS_TOKEN", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("answers /metrics with the site's 404, with or without an Authorization header", async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const response = await t.app.inject({ method: "GET", url: "/metrics", headers });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain("http_requests_total");
    }
  });
});

describe("with METRICS_TOKEN on the main port", () => {
  let t: TestApp;
  const scrape = async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  };
  beforeAll(async () => {
    t = await buildTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it("refuses a missing or wrong token with 401 and WWW-Authenticate, and shows no figure", async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN]) {
      const response = await t.app.inject({
        method: "GET",
        url: "/metrics",
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
      expect(response.body).not.toContain("http_requests_total");
    }
  });

  it("counts and times requests by route pattern and status, never by raw URL", async () => {
    const before = await scrape();
    const labels = { method: "GET", route: "/healthz", status_code: "200" };
    const count = (text: string) => sample(text, "http_requests_total", labels) ?? 0;
    const timed = (text: string) =>
      sample(text, "http_request_duration_seconds_count", labels) ?? 0;
    for (let i = 0; i < 3; i++) await t.app.inject({ method: "GET", url: "/healthz" });
    const manager = await signUp(t.app);
    await t.app.inject({
      method: "GET",
      url: "/api/portal/properties/987654?secret=abc",
      headers: { cookie: manager.cookie },
    });
    await t.app.inject({ method: "GET", url: "/no-such-page-4711" });

    const after = await scrape();
    expect(count(after) - count(before)).toBe(3);
    expect(timed(after) - timed(before)).toBe(3);
    expect(
      sample(after, "http_requests_total", {
        method: "GET",
        route: "/api/portal/properties/:id",
        status_code: "404",
      }),
    ).toBe(1);
    expect(
      sample(after, "http_request_duration_seconds_bucket", {
        route: "/api/portal/properties/:id",
        le: "+Inf",
      }),
    ).toBe(1);
    expect(sample(after, "http_requests_total", { route: "(not found)", status_code: "404" })).toBe(
      1,
    );
    // The raw paths must not appear in any sample's name or labels. The values are left out: a
    // process metric (memory in bytes) may hold the same digits by chance.
    const namesAndLabels = after
      .split("\n")
      .filter((line) => line && !line.startsWith("#"))
      .map((line) => line.slice(0, line.lastIndexOf(" ")))
      .join("\n");
    expect(namesAndLabels).toContain('route="/api/portal/properties/:id"');
    expect(namesAndLabels).not.toContain("987654");
    expect(namesAndLabels).not.toContain("secret");
    expect(namesAndLabels).not.toContain("4711");
  });

  it("times database statements by kind", async () => {
    const selects = (text: string) =>
      sample(text, "db_query_duration_seconds_count", { operation: "select" }) ?? 0;
    const before = await scrape();
    await signUp(t.app);
    const after = await scrape();
    expect(selects(after)).toBeGreaterThan(selects(before));
    expect(
      sample(after, "db_query_duration_seconds_count", { operation: "insert" }),
    ).toBeGreaterThan(0);
  });

  it("counts refused sign-ins: a wrong password as invalid, the lockout as locked", async () => {
    const owner = await signUp(t.app);
    const before = await scrape();
    const failures = (text: string, reason: string) =>
      sample(text, "login_failures_total", { reason }) ?? 0;
    const statuses: number[] = [];
    // LOGIN_MAX_FAILURES (5) wrong passwords, then the sixth attempt is held.
    for (let i = 0; i < 6; i++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { username: owner.user.username, password: "Wrong-Password-123" },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const after = await scrape();
    expect(failures(after, "invalid") - failures(before, "invalid")).toBe(5);
    expect(failures(after, "locked") - failures(before, "locked")).toBe(1);
  });

  it("reads the outbox's depth and oldest unsent message at each scrape", async () => {
    const before = sample(await scrape(), "mail_outbox_unsent_messages") ?? 0;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/staffing-requests",
      payload: {
        companyName: "Gulf Breeze Apartments",
        contactName: "Maria Lopez",
        email: "maria@gulfbreeze.example",
        staffType: "make-ready",
        details: "Two make-ready specialists.",
        consent: true,
      },
    });
    expect(response.statusCode).toBe(201);
    const after = await scrape();
    // The agency's notice and the requester's receipt (no mail worker runs in this test).
    expect(sample(after, "mail_outbox_unsent_messages")).toBeGreaterThan(before);
    expect(sample(after, "mail_outbox_oldest_unsent_age_seconds")).toBeGreaterThanOrEqual(0);
  });

  it("shows the last successful backup the backup code records", async () => {
    recordBackupSuccess(new Date("2026-11-24T03:00:00Z"));
    expect(sample(await scrape(), "backup_last_success_timestamp_seconds")).toBe(
      Date.parse("2026-11-24T03:00:00Z") / 1000,
    );
  });

  it("includes Node's process metrics", async () => {
    const text = await scrape();
    expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(text).toContain("nodejs_eventloop_lag_seconds");
  });
});

describe("with METRICS_PORT", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    t = await buildTestApp({ METRICS_PORT: String(port), METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it("serves /metrics on that port only, with the token", async () => {
    const url = `http://127.0.0.1:${port}/metrics`;
    const ok = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain("http_requests_total");
    const without = await fetch(url);
    expect(without.status).toBe(401);
    expect(await without.text()).not.toContain("http_requests_total");
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(404);
  });

  it("answers /metrics on the main port with 404, even with the token", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("http_requests_total");
  });

  it("refuses METRICS_PORT equal to PORT at start-up", () => {
    expect(() => loadConfig({ PORT: "5099", METRICS_PORT: "5099" })).toThrow(
      /METRICS_PORT: must differ from PORT/,
    );
  });
});

describe("the overload guard", () => {
  let t: TestApp;
  beforeAll(async () => {
    // A heap ceiling of 1 MB is exceeded from the first measurement, a second after start.
    t = await buildTestApp({ METRICS_TOKEN: TOKEN, OVERLOAD_MAX_HEAP_MB: "1" });
    await new Promise((resolve) => setTimeout(resolve, 1500));
  });
  afterAll(() => t.close());

  it("answers other requests 503 with Retry-After and a message", async () => {
    for (const url of ["/api/user", "/", "/api/openapi.json"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers["retry-after"]).toBe("10");
      expect(response.json()).toEqual({ message: OVERLOAD_MESSAGE });
    }
  });

  it("keeps /healthz at 200 and says why in /readyz's 503", async () => {
    expect((await t.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    const ready = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: "unavailable",
      reason: expect.stringMatching(/^overloaded: heap used \d+ MB over 1 MB$/),
    });
  });

  it("still serves /metrics, where the refusals show as 503s", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(
      sample(response.body, "http_requests_total", { route: "/api/user", status_code: "503" }),
    ).toBeGreaterThan(0);
  });
});

describe("the overload guard on event-loop delay", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "300" });
  });
  afterAll(() => t.close());

  /** Keeps the event loop busy for `ms`, as a stuck synchronous task would. */
  const block = (ms: number) => {
    const until = performance.now() + ms;
    while (performance.now() < until) {
      // busy
    }
  };
  const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

  it("answers 503 after the loop stalled, says so in /readyz, and recovers", async () => {
    // Twice, so that one whole measuring second (under-pressure's) is a stall.
    block(1500);
    await tick();
    block(1500);
    await tick();
    const busy = await t.app.inject({ method: "GET", url: "/api/user" });
    expect(busy.statusCode).toBe(503);
    expect(busy.headers["retry-after"]).toBe("10");
    const ready = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.json().reason).toMatch(
      /^overloaded: event loop (delay \d+ ms over 300 ms|stalled for the whole last second \(limit 300 ms\))$/,
    );

    await expect
      .poll(async () => (await t.app.inject({ method: "GET", url: "/api/user" })).statusCode, {
        timeout: 15_000,
        interval: 250,
      })
      .toBe(401);
  });

  it("serves the requests a backup's expected stall held, instead of answering 503", async () => {
    await duringExpectedStall(async () => {
      block(1500);
      await tick();
      block(1500);
      await tick();
    });
    const held = await t.app.inject({ method: "GET", url: "/api/user" });
    expect(held.statusCode).toBe(401);
  });
});
