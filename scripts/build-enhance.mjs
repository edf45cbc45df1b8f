// Bundles app/enhance/main.ts, the small script public pages load instead of hydrating React,
// into build/client/assets with a content hash, and records its URL in build/enhance-manifest.json.
// The forms' schemas (app/enhance/form-rules.ts) are bundled on their own first, with Zod inside:
// built in one graph with the script, esbuild would move a helper Zod needs into a chunk that
// every page then loads up front. The script learns the rules' URL through FORM_RULES_URL.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const outdir = path.join(root, "build/client/assets");
mkdirSync(outdir, { recursive: true });
for (const file of readdirSync(outdir)) {
  if (file.startsWith("enhance-")) rmSync(path.join(outdir, file));
}

const common = {
  bundle: true,
  format: "esm",
  minify: true,
  target: "es2022",
  outdir,
  entryNames: "[name]-[hash]",
  metafile: true,
  logLevel: "warning",
};

/** The URL of the one entry a build produced. */
function entryUrl(result) {
  const entry = Object.entries(result.metafile.outputs).find(([, out]) => out.entryPoint)?.[0];
  if (!entry) throw new Error("esbuild produced no entry for the enhancement script");
  return `/assets/${path.basename(entry)}`;
}

const rules = await build({
  ...common,
  entryPoints: { "enhance-form-rules": path.join(root, "app/enhance/form-rules.ts") },
});

const result = await build({
  ...common,
  entryPoints: { enhance: path.join(root, "app/enhance/main.ts") },
  splitting: true,
  chunkNames: "enhance-chunk-[hash]",
  define: { FORM_RULES_URL: JSON.stringify(entryUrl(rules)) },
});

const src = entryUrl(result);
writeFileSync(path.join(root, "build/enhance-manifest.json"), `${JSON.stringify({ src }, null, 2)}\n`);
console.log(`enhancement script: ${src}`);
