/**
 * The routes an app has registered, read from Fastify's own route tree (`printRoutes`), so a test
 * can compare them with what is documented or tested without trusting the code under test to
 * list them.
 */
import type { FastifyInstance } from "fastify";

/**
 * Every registered route as `"METHOD /path"`, path parameters written `{name}` as in OpenAPI
 * (`GET /api/portal/properties/{id}`). HEAD and OPTIONS (added by Fastify) are left out.
 */
export function registeredRoutes(app: FastifyInstance): Set<string> {
  const registered = new Set<string>();
  // printRoutes draws a tree, four characters a level: "│   ├── /:id (GET, HEAD, PATCH)".
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = line.match(/^([│├└─\s]*)(\S+)(?: \(([^)]+)\))?$/u);
    if (!match?.[2]) continue;
    const depth = Math.floor((match[1] ?? "").length / 4);
    const url = `${parents[depth - 1] ?? ""}${match[2]}`;
    parents[depth] = url;
    parents.length = depth + 1;
    for (const method of (match[3] ?? "").split(",").map((m) => m.trim())) {
      if (method && method !== "HEAD" && method !== "OPTIONS") {
        registered.add(`${method} ${url.replace(/:(\w+)/g, "{$1}")}`);
      }
    }
  }
  return registered;
}
