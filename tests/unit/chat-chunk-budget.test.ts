import path from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * The code a page loads when the visitor first hovers, focuses or clicks the chat button: the
 * panel chunk with everything it imports, minified as scripts/build-enhance.mjs builds it.
 * Bundled on its own here, so code it shares with other chunks counts too (an upper bound).
 */
async function panelGzipBytes(): Promise<number> {
  const result = await build({
    entryPoints: [path.join(root, "app/enhance/chat-panel.ts")],
    bundle: true,
    format: "esm",
    minify: true,
    target: "es2022",
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles.reduce((sum, f) => sum + gzipSync(f.contents).length, 0);
}

describe("the chat's weight", () => {
  it("keeps the code loaded on first interaction under 15 kB gzip", async () => {
    const bytes = await panelGzipBytes();
    expect(bytes).toBeGreaterThan(1000);
    expect(bytes).toBeLessThan(15 * 1024);
  });
});
