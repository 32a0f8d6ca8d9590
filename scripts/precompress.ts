/**
 * Build step after the client build: writes a brotli (`.br`, best quality) and a gzip (`.gz`,
 * level 9) copy beside every compressible static file of dist/client, so the server sends them
 * as they are (@fastify/static `preCompressed`, app.ts) instead of compressing a 600 kB bundle
 * again for every request. index.html is skipped (the server fills PUBLIC_URL into it and
 * compresses it itself, plugins/pages.ts); so are files under 1 kB and copies that would not be
 * smaller.
 */
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|ico|map)$/i;
const MIN_BYTES = 1024;

/**
 * Writes the .br and .gz copies for `clientDir`.
 * @returns how many files were compressed and their total size before and after (brotli)
 */
export async function precompressStaticFiles(
  clientDir: string,
): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const files = (fs.readdirSync(clientDir, { recursive: true }) as string[])
    .map((file) => path.join(clientDir, file))
    .filter(
      (file) =>
        COMPRESSIBLE.test(file) &&
        path.basename(file) !== "index.html" &&
        fs.statSync(file).isFile() &&
        fs.statSync(file).size >= MIN_BYTES,
    );
  let bytes = 0;
  let brotliBytes = 0;
  await Promise.all(
    files.map(async (file) => {
      const data = fs.readFileSync(file);
      const [br, gz] = await Promise.all([
        brotliAsync(data, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
            [zlib.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzipAsync(data, { level: 9 }),
      ]);
      if (br.length < data.length) fs.writeFileSync(`${file}.br`, br);
      if (gz.length < data.length) fs.writeFileSync(`${file}.gz`, gz);
      bytes += data.length;
      brotliBytes += Math.min(br.length, data.length);
    }),
  );
  return { files: files.length, bytes, brotliBytes };
}
