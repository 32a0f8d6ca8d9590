/**
 * How `npm run backup` asks a running server for a backup of the embedded database, which only
 * the process holding it may read (docs/decisions/0014-backups.md).
 *
 * The server listens on a Unix socket, `DATA_DIR/control/backup.sock`, inside a folder only its
 * own user may enter (mode 0700). It is not a TCP port and not a route of the web server: nothing
 * from the network, and no reverse proxy on the machine, can reach it; a local user other than
 * the server's (or root) cannot open it. Whoever can open it could already read the database
 * files themselves. The server writes the archive into the folder the request names, as its own
 * user, and answers with the manifest.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { BackupResult } from "./create";
import type { BackupManifest } from "./manifest";

/** Unix socket paths are limited to 107 bytes on Linux (sun_path). */
const MAX_SOCKET_PATH = 107;

/** The control socket of `dataDir`. */
export function controlSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), "control", "backup.sock");
}

const requestSchema = z.object({ outDir: z.string().min(1).refine(path.isAbsolute) });

/**
 * Starts the control socket of a server on the embedded database.
 * @param run takes a backup into the folder given (the server's serialised runner)
 * @returns a function that closes it (and removes the socket file), or undefined when the path
 *   is too long for a Unix socket (logged as a warning: only the server's schedule backs up then)
 */
export async function startControlSocket(options: {
  dataDir: string;
  run: (outDir: string) => Promise<BackupResult>;
  log: FastifyBaseLogger;
}): Promise<(() => Promise<void>) | undefined> {
  const socketPath = controlSocketPath(options.dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    options.log.warn(
      { socketPath },
      "DATA_DIR is too long a path for the backup control socket: npm run backup cannot reach this server (use a shorter DATA_DIR, or BACKUP_DIR backups)",
    );
    return undefined;
  }
  const folder = path.dirname(socketPath);
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  fs.chmodSync(folder, 0o700);
  // A socket file left by a killed server: this process holds the data-directory lock, so no
  // other server is listening on it.
  fs.rmSync(socketPath, { force: true });

  const server = http.createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.method !== "POST" || request.url !== "/backup") {
      answer(404, { message: "POST /backup is the only request here" });
      return;
    }
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk) => {
      body += chunk;
      if (body.length > 10_000) request.destroy();
    });
    request.on("end", () => {
      let parsed: z.infer<typeof requestSchema>;
      try {
        parsed = requestSchema.parse(JSON.parse(body));
      } catch {
        answer(400, { message: 'the body must be {"outDir": an absolute path}' });
        return;
      }
      options
        .run(parsed.outDir)
        .then((result) => {
          options.log.info({ file: result.file }, "backup written on request");
          answer(200, result);
        })
        .catch((error: unknown) => {
          options.log.error({ err: error }, "requested backup failed");
          answer(500, { message: error instanceof Error ? error.message : String(error) });
        });
    });
  });
  // A large database takes a while to archive: the request waits for it.
  server.requestTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
    });
}

/** Thrown when the running server cannot be asked, or its backup failed. */
export class ControlSocketError extends Error {
  override name = "ControlSocketError";
}

/**
 * Asks the server running on `dataDir` for a backup into `outDir`.
 * @returns the archive's path and manifest
 * @throws ControlSocketError when no server listens (with why) or its backup failed
 */
export function requestBackup(
  dataDir: string,
  outDir: string,
): Promise<{ file: string; manifest: BackupManifest }> {
  const socketPath = controlSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        socketPath,
        method: "POST",
        path: "/backup",
        headers: { "content-type": "application/json" },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () => {
          let body: { message?: string; file?: string; manifest?: BackupManifest };
          try {
            body = JSON.parse(text);
          } catch {
            reject(
              new ControlSocketError(`the server answered ${response.statusCode} without JSON`),
            );
            return;
          }
          if (response.statusCode === 200 && body.file && body.manifest) {
            resolve({ file: body.file, manifest: body.manifest });
          } else {
            reject(new ControlSocketError(`The server's backup failed: ${body.message ?? text}`));
          }
        });
      },
    );
    request.once("error", (error: NodeJS.ErrnoException) => {
      reject(
        new ControlSocketError(
          error.code === "ENOENT" || error.code === "ECONNREFUSED"
            ? `Another process holds the embedded database in ${dataDir}, but no server answers on ${socketPath}: if it is a script (db:seed, restore), wait for it to finish; if it is a server, restart it with this version.`
            : error.code === "EACCES"
              ? `Permission denied on ${socketPath}: run the backup as the user that runs the server.`
              : `Could not reach the server on ${socketPath}: ${error.message}`,
        ),
      );
    });
    request.end(JSON.stringify({ outDir: path.resolve(outDir) }));
  });
}
