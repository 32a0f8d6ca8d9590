/**
 * The backup archive: a POSIX tar (tar-stream) whose first entry is `manifest.json`, followed
 * by every part it lists. The tar is not compressed as a whole: the database dumps are compressed
 * already, and a damaged byte then spoils one part, which the restore names, instead of
 * everything after it.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import tar from "tar-stream";
import {
  BACKUP_FORMAT,
  type BackupManifest,
  type BackupPart,
  isSafePartPath,
  MANIFEST_ENTRY,
  manifestSchema,
} from "./manifest";

/** Thrown for an archive that cannot be restored; the message says which part and why. */
export class BackupArchiveError extends Error {
  override name = "BackupArchiveError";
}

/**
 * Size and SHA-256 of a file, read as a stream.
 * @param archivePath the part's path inside the archive
 */
export async function describePart(archivePath: string, file: string): Promise<BackupPart> {
  const hash = createHash("sha256");
  let bytes = 0;
  for await (const chunk of fs.createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { path: archivePath, bytes, sha256: hash.digest("hex") };
}

/**
 * Writes the archive to `outFile`: first under a temporary name, renamed when complete, so a
 * file with the final name is always a whole archive. Readable by its owner only (it holds
 * password hashes and personal data).
 * @param files for each part of `manifest.parts`, the file holding its bytes
 * @throws when a file cannot be read or its size changed since it was described
 */
export async function writeArchive(
  outFile: string,
  manifest: BackupManifest,
  files: Map<string, string>,
): Promise<void> {
  const partial = `${outFile}.partial`;
  const pack = tar.pack();
  const written = pipeline(pack, fs.createWriteStream(partial, { mode: 0o600 }));
  try {
    const mtime = new Date(manifest.snapshotAt);
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await new Promise<void>((resolve, reject) => {
      pack.entry({ name: MANIFEST_ENTRY, mode: 0o600, mtime }, manifestBytes, (error) =>
        error ? reject(error) : resolve(),
      );
    });
    for (const part of manifest.parts) {
      const file = files.get(part.path);
      if (!file) throw new Error(`no file for the part ${part.path}`);
      await new Promise<void>((resolve, reject) => {
        const entry = pack.entry(
          { name: part.path, size: part.bytes, mode: 0o600, mtime },
          (error) => (error ? reject(error) : resolve()),
        );
        pipeline(fs.createReadStream(file), entry).catch(reject);
      });
    }
    pack.finalize();
    await written;
    fs.renameSync(partial, outFile);
  } catch (error) {
    pack.destroy();
    await written.catch(() => {});
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

/**
 * Reads and checks an archive: the manifest first (given to `check`, which may refuse it before
 * anything else is read), then each part, written under `stagingDir` at its archive path while
 * its SHA-256 is computed.
 * @returns the manifest and, for each part, the file it was extracted to
 * @throws BackupArchiveError for an unreadable file, a damaged tar, a missing or unreadable
 *   manifest, a part that is missing, unexpected, or whose size or SHA-256 differs (named)
 */
export async function readArchive(
  archiveFile: string,
  stagingDir: string,
  check: (manifest: BackupManifest) => void,
): Promise<{ manifest: BackupManifest; files: Map<string, string> }> {
  if (!fs.existsSync(archiveFile)) throw new BackupArchiveError(`${archiveFile} does not exist`);
  const extract = tar.extract();
  const input = fs.createReadStream(archiveFile);
  input.once("error", (error) => extract.destroy(error));
  input.pipe(extract);

  let manifest: BackupManifest | undefined;
  const expected = new Map<string, BackupPart>();
  const files = new Map<string, string>();
  let refused: unknown;
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (!manifest) {
        if (name !== MANIFEST_ENTRY) {
          throw new BackupArchiveError(
            `${archiveFile} is not a backup of this product: its first entry is ${name}, not ${MANIFEST_ENTRY}`,
          );
        }
        let text = "";
        for await (const chunk of entry) text += chunk;
        manifest = parseManifest(text, archiveFile);
        try {
          check(manifest);
        } catch (error) {
          refused = error;
          break;
        }
        for (const part of manifest.parts) expected.set(part.path, part);
        continue;
      }
      const part = expected.get(name);
      if (!part || files.has(name) || !isSafePartPath(name) || entry.header.type !== "file") {
        throw new BackupArchiveError(
          `The archive holds an entry the manifest does not list (${name}): it was altered; refusing to restore it.`,
        );
      }
      const target = path.join(stagingDir, ...name.split("/"));
      fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
      const hash = createHash("sha256");
      let bytes = 0;
      await pipeline(
        entry,
        async function* (source) {
          for await (const chunk of source) {
            hash.update(chunk as Buffer);
            bytes += (chunk as Buffer).length;
            yield chunk;
          }
        },
        fs.createWriteStream(target, { mode: 0o600 }),
      );
      const sha256 = hash.digest("hex");
      if (bytes !== part.bytes || sha256 !== part.sha256) {
        throw new BackupArchiveError(
          `The part ${name} is corrupted: its SHA-256 is ${sha256} (${bytes} bytes), the manifest says ${part.sha256} (${part.bytes} bytes). Refusing to restore this archive; use another backup.`,
        );
      }
      files.set(name, target);
    }
  } catch (error) {
    if (error instanceof BackupArchiveError) throw error;
    throw new BackupArchiveError(
      `${archiveFile} is damaged or not a tar archive (${(error as Error).message}); refusing to restore it.`,
    );
  } finally {
    input.destroy();
  }
  if (refused !== undefined) throw refused;
  if (!manifest) {
    throw new BackupArchiveError(`${archiveFile} is empty or not a backup archive (no manifest)`);
  }
  const missing = [...expected.keys()].filter((name) => !files.has(name));
  if (missing.length > 0) {
    throw new BackupArchiveError(
      `The archive is incomplete: ${missing.length} part(s) listed in the manifest are missing (${missing.slice(0, 5).join(", ")}). Refusing to restore it.`,
    );
  }
  return { manifest, files };
}

function parseManifest(text: string, archiveFile: string): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupArchiveError(`The manifest of ${archiveFile} is not valid JSON: it is damaged`);
  }
  if ((json as { format?: unknown })?.format !== BACKUP_FORMAT) {
    throw new BackupArchiveError(`${archiveFile} is not a backup of this product`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    throw new BackupArchiveError(
      `The manifest of ${archiveFile} is damaged: ${parsed.error.issues
        .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
        .join("; ")}`,
    );
  }
  return parsed.data;
}
