// Bundles app/enhance/main.ts, the small script public pages load instead of hydrating React,
// into build/client/assets with a content hash, and records its URL in build/enhance-manifest.json.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const outdir = path.join(root, "build/client/assets");
mkdirSync(outdir, { recursive: true });
for (const file of readdirSync(outdir)) {
  if (file.startsWith("enhance-")) rmSync(path.join(outdir, file));
}

const result = await build({
  entryPoints: { enhance: path.join(root, "app/enhance/main.ts") },
  bundle: true,
  splitting: true,
  format: "esm",
  minify: true,
  target: "es2022",
  outdir,
  entryNames: "[name]-[hash]",
  chunkNames: "enhance-chunk-[hash]",
  metafile: true,
  logLevel: "warning",
});

const entry = Object.entries(result.metafile.outputs).find(([, out]) => out.entryPoint)?.[0];
if (!entry) throw new Error("esbuild produced no entry for the enhancement script");
const src = `/assets/${path.basename(entry)}`;
writeFileSync(path.join(root, "build/enhance-manifest.json"), `${JSON.stringify({ src }, null, 2)}\n`);
console.log(`enhancement script: ${src}`);
