// Writes brotli (.br) and gzip (.gz) copies beside every compressible file in build/client/assets,
// once per build, so the server sends them as they are (server/http/precompressed-assets.ts)
// instead of compressing each response (decision 0090).
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dir = path.resolve(import.meta.dirname, "../build/client/assets");
const compressible = /\.(?:js|mjs|css|svg|json|txt|map)$/;
let written = 0;
for (const file of readdirSync(dir)) {
  if (/\.(?:br|gz)$/.test(file)) rmSync(path.join(dir, file));
}
for (const file of readdirSync(dir)) {
  if (!compressible.test(file)) continue;
  const body = readFileSync(path.join(dir, file));
  if (body.length < 512) continue;
  writeFileSync(
    path.join(dir, `${file}.br`),
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  );
  writeFileSync(path.join(dir, `${file}.gz`), gzipSync(body, { level: 9 }));
  written++;
}
console.log(`precompressed ${written} assets (br, gz)`);
