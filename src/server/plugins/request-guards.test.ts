/**
 * The request guards on their own (OWASP ASVS 3.5.1, 3.5.2 cross-site writes; 4.1.1 content
 * types): a Fastify instance with only the cookie parser, the error handler, the guards and a
 * catch-all route that accepts any body, so every 403 and 415 here comes from the guards.
 * tests/api/request-guards.test.ts checks the same guards in the whole app.
 */
import net, { type AddressInfo } from "node:net";
import { Readable } from "node:stream";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance, type InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { registerErrorHandler } from "./error-handler";
import { CONTENT_TYPE_MESSAGE, CROSS_SITE_MESSAGE, requestGuardsPlugin } from "./request-guards";

const PUBLIC_URL = "https://staffing.example";
/** The session cookie's name when PUBLIC_URL is https (plugins/auth.ts). */
const SESSION = "__Host-sid=some-session-token";

async function guardedApp(): Promise<FastifyInstance> {
  const app = Fastify();
  app.decorate("config", loadConfig({ PUBLIC_URL, DATA_DIR: ".tmp/test-data" }));
  await app.register(cookie);
  registerErrorHandler(app);
  await app.register(requestGuardsPlugin);
  // Any body of any type reaches the route: only the guards refuse anything.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body));
  // The catch-all answers what it received, for checking a test's own premises.
  app.all("/*", async (request) => ({
    contentLength: request.headers["content-length"] ?? null,
    contentType: request.headers["content-type"] ?? null,
  }));
  await app.ready();
  return app;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await guardedApp();
});
afterAll(async () => {
  await app.close();
});

const send = (options: InjectOptions) => app.inject(options);
/** A write with the session cookie from a foreign page. */
const crossSite = (method: InjectOptions["method"], url = "/api/portal/properties") =>
  send({ method, url, headers: { cookie: SESSION, origin: "https://evil.example" } });

describe("which requests are checked", () => {
  it("checks POST, PUT, PATCH and DELETE under /api/, and no other method", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
      const response = await crossSite(method);
      expect(response.statusCode, method).toBe(403);
      expect(response.json()).toEqual({ message: CROSS_SITE_MESSAGE });
    }
    for (const method of ["GET", "HEAD", "OPTIONS"] as const) {
      expect((await crossSite(method)).statusCode, method).toBe(200);
    }
  });

  it("checks only /api/ paths, with or without a query string", async () => {
    expect((await crossSite("POST", "/api/logout?next=/")).statusCode).toBe(403);
    expect((await crossSite("POST", "/auth")).statusCode).toBe(200);
    expect((await crossSite("POST", "/apiary")).statusCode).toBe(200);
    const page = await send({
      method: "POST",
      url: "/auth",
      headers: { "content-type": "text/plain" },
      payload: "not json",
    });
    expect(page.statusCode).toBe(200);
  });

  it("registers as request-guards and refuses to start without the cookie parser", async () => {
    expect(app.hasPlugin("request-guards")).toBe(true);
    const bare = Fastify();
    bare.decorate("config", loadConfig({ PUBLIC_URL, DATA_DIR: ".tmp/test-data" }));
    await expect(bare.register(requestGuardsPlugin).ready()).rejects.toThrow(/@fastify\/cookie/);
    await bare.close();
  });
});

describe("cross-site writes", () => {
  it("are refused only when the request carries our session cookie", async () => {
    const visitor = await send({
      method: "POST",
      url: "/api/newsletter",
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(visitor.statusCode).toBe(200);
    // Another cookie (here the http name of the session cookie, not used on https) is no session.
    const other = await send({
      method: "POST",
      url: "/api/portal/properties",
      headers: { cookie: "sid=x; signed_in=1", origin: "https://evil.example" },
    });
    expect(other.statusCode).toBe(200);
    expect((await crossSite("POST")).statusCode).toBe(403);
  });

  it("accept PUBLIC_URL and the request's own host, over http or https, and nothing else", async () => {
    const post = (origin: string, host = "portal.internal:8080") =>
      send({
        method: "POST",
        url: "/api/portal/properties",
        headers: { cookie: SESSION, origin, host },
      });
    expect((await post(PUBLIC_URL)).statusCode).toBe(200);
    expect((await post("http://portal.internal:8080")).statusCode).toBe(200);
    expect((await post("https://portal.internal:8080")).statusCode).toBe(200);
    for (const origin of [
      "null",
      "http://staffing.example",
      "https://staffing.example.evil.example",
      "https://portal.internal:8081",
      "ftp://portal.internal:8080",
      "",
    ]) {
      const response = await post(origin);
      expect(response.statusCode, origin).toBe(403);
      expect(response.json().message).toBe(CROSS_SITE_MESSAGE);
    }
  });

  it("accept only PUBLIC_URL from a request without a Host header (HTTP/1.0)", async () => {
    const server = await guardedApp();
    await server.listen({ host: "127.0.0.1", port: 0 });
    const { port } = server.server.address() as AddressInfo;
    /** The status line of a raw HTTP/1.0 request, which may omit Host. */
    const status = (origin: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, "127.0.0.1", () => {
          socket.end(
            `POST /api/portal/properties HTTP/1.0\r\nCookie: ${SESSION}\r\nOrigin: ${origin}\r\nContent-Length: 0\r\n\r\n`,
          );
        });
        let answer = "";
        socket.on("data", (chunk) => {
          answer += String(chunk);
        });
        socket.on("end", () => resolve(answer.split("\r\n")[0] ?? ""));
        socket.on("error", reject);
      });
    try {
      expect(await status("http://undefined")).toMatch(/ 403 /);
      expect(await status(PUBLIC_URL)).toMatch(/ 200 /);
    } finally {
      await server.close();
    }
  });

  it("accept Sec-Fetch-Site same-origin and none, and refuse same-site and cross-site", async () => {
    const post = (site: string) =>
      send({
        method: "POST",
        url: "/api/portal/properties",
        headers: { cookie: SESSION, "sec-fetch-site": site },
      });
    expect((await post("same-origin")).statusCode).toBe(200);
    expect((await post("none")).statusCode).toBe(200);
    for (const site of ["same-site", "cross-site", ""]) {
      const response = await post(site);
      expect(response.statusCode, site).toBe(403);
      expect(response.json().message).toBe(CROSS_SITE_MESSAGE);
    }
  });

  it("are refused on either header, even when the other one looks right", async () => {
    const foreignOrigin = await send({
      method: "POST",
      url: "/api/portal/properties",
      headers: { cookie: SESSION, origin: "https://evil.example", "sec-fetch-site": "same-origin" },
    });
    expect(foreignOrigin.statusCode).toBe(403);
    const foreignSite = await send({
      method: "POST",
      url: "/api/portal/properties",
      headers: { cookie: SESSION, origin: PUBLIC_URL, "sec-fetch-site": "cross-site" },
    });
    expect(foreignSite.statusCode).toBe(403);
  });
});

describe("content types of API writes", () => {
  const post = (url: string, type: string | undefined, payload = "x=1") =>
    send({
      method: "POST",
      url,
      headers: type === undefined ? {} : { "content-type": type },
      payload,
    });

  it("accept JSON, whatever its parameters, spacing or letter case", async () => {
    for (const type of [
      "application/json",
      "application/json; charset=utf-8",
      "application/json ; charset=utf-8",
      "Application/JSON",
    ]) {
      expect((await post("/api/portal/properties", type, "{}")).statusCode, type).toBe(200);
    }
  });

  it("refuse any other type, or none, with 415 and a message naming JSON", async () => {
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/jsonp",
      "",
    ]) {
      const response = await post("/api/portal/properties", type);
      expect(response.statusCode, type).toBe(415);
      expect(response.json()).toEqual({ message: CONTENT_TYPE_MESSAGE });
    }
    const untyped = { method: "POST", payload: Buffer.from("x=1") } as const;
    expect((await send({ ...untyped, url: "/echo" })).json().contentType).toBeNull();
    expect((await send({ ...untyped, url: "/api/portal/properties" })).statusCode).toBe(415);
  });

  it("accept the browser's form encodings on the three public forms only", async () => {
    for (const url of ["/api/staffing-requests", "/api/job-applications", "/api/newsletter"]) {
      for (const type of [
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=----x",
      ]) {
        expect((await post(url, type)).statusCode, `${url} ${type}`).toBe(200);
        expect((await post(`${url}?from=footer`, type)).statusCode, `${url}? ${type}`).toBe(200);
      }
      expect((await post(url, "text/plain")).statusCode, `${url} text/plain`).toBe(415);
    }
    for (const url of ["/api/register", "/api/admin/users"]) {
      expect((await post(url, "application/x-www-form-urlencoded")).statusCode, url).toBe(415);
    }
  });

  it("accept a URL-encoded sign-in only from our own pages, and never a multipart one", async () => {
    const login = (headers: Record<string, string>, type = "application/x-www-form-urlencoded") =>
      send({
        method: "POST",
        url: "/api/login",
        headers: { "content-type": type, ...headers },
        payload: "x=1",
      });
    expect((await login({ origin: PUBLIC_URL })).statusCode).toBe(200);
    expect((await login({ "sec-fetch-site": "same-origin" })).statusCode).toBe(200);
    // Login CSRF: neither header, another origin, or a cross-site fetch is refused.
    expect((await login({})).statusCode).toBe(403);
    expect((await login({ origin: "https://evil.example" })).statusCode).toBe(403);
    expect((await login({ "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
    const multipart = await login({ origin: PUBLIC_URL }, "multipart/form-data; boundary=----x");
    expect(multipart.statusCode).toBe(415);
  });

  it("do not apply to a write without a body", async () => {
    const empty = await send({ method: "POST", url: "/api/logout" });
    expect(empty.statusCode).toBe(200);
    const zero = await send({
      method: "POST",
      url: "/api/logout",
      headers: { "content-type": "text/plain", "content-length": "0" },
      payload: "",
    });
    expect(zero.statusCode).toBe(200);
  });

  it("apply to a chunked body, which has no Content-Length", async () => {
    const chunked = (url: string) =>
      send({
        method: "POST",
        url,
        headers: { "content-type": "text/plain", "transfer-encoding": "chunked" },
        payload: Readable.from([Buffer.from("x=1")]),
      });
    expect((await chunked("/echo")).json().contentLength).toBeNull();
    expect((await chunked("/api/portal/properties")).statusCode).toBe(415);
  });
});
