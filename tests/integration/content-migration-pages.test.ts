import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.ts";

/*
 * An existing database migrates with no visible change (issue 32). The fixture holds every public
 * page (and the sitemap) as the site rendered them before the pages read the content store: from
 * content/, on a fresh database, by the branch of issue 36 (ce2497d: today's layout, dates and
 * chat launcher, before the pages read the store). Here the same pages render from the store the
 * seed filled on start-up, and must be the same bytes, nonces and asset file hashes aside (a build
 * names its assets by their contents). A page that differs fails with the first place it does.
 *
 * To make the fixture again (only when a page is meant to change for every visitor): render the
 * paths with the old build, apply `normalise`, and gzip the JSON object {path: "status\nbody"}.
 */
const fixture = new URL("../fixtures/public-pages-before-content-store.json.gz", import.meta.url);
const before = JSON.parse(gunzipSync(readFileSync(fixture)).toString("utf8")) as Record<string, string>;

/**
 * Nonces (one per response) and content hashes in asset file names are not what a visitor sees;
 * the slot picker's window and its list of free times (the form's no-JavaScript fallback) start
 * from the business's now, so they move every hour, content or not. The chat dock's
 * `data-site-name` (the published name, for the chat panel's labels) is markup for the script,
 * added after the fixture was made; the name itself is checked in content-site-name.test.ts.
 */
function normalise(html: string): string {
  return html
    .replace(/ nonce="[^"]*"/g, "")
    .replace(/ data-site-name="[^"]*"/g, "")
    .replace(/ data-(from|to)="\d{4}-\d{2}-\d{2}"/g, ' data-$1="(day)"')
    .replace(/(<optgroup label="[^"]*">.*?<\/optgroup>)+/g, "<optgroup>(free times)</optgroup>")
    .replace(/\/assets\/([^"]+)-[A-Za-z0-9_-]{8}\.(\w+)"/g, '/assets/$1.$2"');
}

/** The first difference, with some context either side, for a readable failure. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return `at ${i}:\n  before: …${a.slice(Math.max(0, i - 120), i + 120)}…\n  after:  …${b.slice(Math.max(0, i - 120), i + 120)}…`;
}

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ withPages: true });
});
afterAll(async () => {
  await server.close();
});

describe("every public page from the seeded content store", () => {
  it("covers every page of the old sitemap", () => {
    expect(Object.keys(before).length).toBeGreaterThanOrEqual(20);
    expect(Object.keys(before)).toContain("/sitemap.xml");
  });

  it.each(Object.keys(before))("%s renders as it did from content/", async (path) => {
    const res = await fetch(`${server.url}${path}`);
    const after = `${res.status}\n${normalise(await res.text())}`;
    const was = normalise(before[path]!);
    expect(after === was, firstDifference(was, after)).toBe(true);
  });
});
