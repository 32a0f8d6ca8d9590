/** Ports and small HTTP helpers. */
import net from "node:net";

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

/**
 * Signs in with a JSON POST to `url` and returns the session cookie (`name=value`).
 * @throws when the answer is not 2xx or sets no cookie
 */
export async function signIn(url: string, username: string, password: string): Promise<string> {
  const origin = new URL(url).origin;
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok)
    throw new Error(`sign-in at ${url}: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error(`sign-in at ${url} set no cookie`);
  return cookie;
}
