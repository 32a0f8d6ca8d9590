/**
 * The manifest that makes a backup archive self-describing: what product and migration level
 * wrote it, the row count of every table in the snapshot, and the size and SHA-256 of every part
 * (the database dump, each uploaded file, each outbox message). `manifest.json` is the first
 * entry of the archive, so a restore checks it before writing anything.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { migrationsFolder } from "../db/client";

/** The `format` of every archive this code writes. */
export const BACKUP_FORMAT = "florida-property-staffing-backup";
/** Raised when the archive layout changes incompatibly; a restore refuses other versions. */
export const BACKUP_FORMAT_VERSION = 1;
/** The archive entry holding the manifest. */
export const MANIFEST_ENTRY = "manifest.json";

/**
 * A part's path: relative, under `database/`, `uploads/` or `outbox/`, without `.`, `..` or empty
 * segments, so a restore can never write outside its staging folder.
 */
export function isSafePartPath(name: string): boolean {
  if (!/^(database|uploads|outbox)\//.test(name)) return false;
  if (name.includes("\\") || name.includes("\0")) return false;
  return name.split("/").every((segment) => segment !== "" && segment !== "." && segment !== "..");
}

const partSchema = z.object({
  /** Path inside the archive: `database/...`, `uploads/...` or `outbox/...`. */
  path: z
    .string()
    .refine(isSafePartPath, "must be a relative path under database/, uploads/ or outbox/"),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type BackupPart = z.infer<typeof partSchema>;

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int(),
  product: z.object({ name: z.string(), version: z.string() }),
  /** When the database snapshot was taken (ISO 8601): every write acknowledged before is in it. */
  snapshotAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(["pglite", "postgres"]),
    /** The part holding the dump: a PGlite data-directory tarball or a pg_dump custom archive. */
    part: z.string(),
  }),
  /** The latest applied Drizzle migration of the snapshot (drizzle/meta/_journal.json). */
  migration: z.object({
    index: z.number().int(),
    tag: z.string(),
    createdAt: z.number().int(),
  }),
  /** Rows per `schema.table`, counted in the snapshot itself. */
  rowCounts: z.record(z.string(), z.number().int()),
  /** How many files of DATA_DIR/uploads and DATA_DIR/outbox the archive holds. */
  files: z.object({ uploads: z.number().int(), outbox: z.number().int() }),
  parts: z.array(partSchema),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** One migration of drizzle/meta/_journal.json. */
export interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

/** The migrations this code ships, oldest first. */
export function readJournal(folder = migrationsFolder()): JournalEntry[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, "meta", "_journal.json"), "utf8"));
  return (journal.entries as JournalEntry[]).slice().sort((a, b) => a.idx - b.idx);
}

/**
 * The journal entry of the migration recorded last (Drizzle records each migration's `when` as
 * `created_at`), or undefined when the journal has no such migration (a database migrated by a
 * newer version of the code).
 */
export function migrationAt(createdAt: number, journal = readJournal()): JournalEntry | undefined {
  return journal.find((entry) => entry.when === createdAt);
}

/** The product's name and version from package.json (found by walking up from this file). */
export function productInfo(): { name: string; version: string } {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const file = path.join(dir, "package.json");
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, "utf8"));
      return { name: String(pkg.name), version: String(pkg.version) };
    }
    dir = path.dirname(dir);
  }
  return { name: "unknown", version: "unknown" };
}
