// The npm registry this project installs from serves only the linux-x64 builds of some native
// packages (rollup, Biome, Tailwind's oxide). npm then leaves the other platforms' optional
// packages out of package-lock.json, and `npm ci` refuses the lock as "out of sync". This adds
// each missing optional platform package back as an entry with its os/cpu/libc, so `npm ci`
// accepts the lock and skips those packages on this platform without fetching them.
// Idempotent: run after `npm install` changes the lock (CI runs it before `npm ci`).
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const cpus = ["x64", "arm64", "arm", "ia32", "loong64", "ppc64", "riscv64", "s390x", "wasm32", "mips64el"];
const oses = [
  "linux",
  "darwin",
  "win32",
  "android",
  "freebsd",
  "openbsd",
  "netbsd",
  "sunos",
  "aix",
  "openharmony",
];

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = oses.find((o) => parts.includes(o)) ?? (parts.includes("wasi") ? "wasi" : undefined);
  const cpu = cpus.find((c) => parts.includes(c));
  const libc = parts.some((p) => p.startsWith("musl")) ? "musl" : os === "linux" ? "glibc" : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${key}/node_modules/${name}`;
    const top = `node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[top]) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!os && !cpu) continue; // not a platform package: leave it to npm
    lock.packages[top] = {
      version,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(entry.dev ? { dev: true } : {}),
      ...(libc ? { libc: [libc] } : {}),
      optional: true,
      ...(os && os !== "wasi" ? { os: [os] } : {}),
    };
    added++;
  }
}
if (added > 0) {
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
  );
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
}
console.log(`package-lock.json: ${added} platform entries added`);
