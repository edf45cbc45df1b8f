// `npm test`'s pretest: the browser tests drive Debian's Chromium (CHROMIUM_PATH, by default
// /usr/bin/chromium). When it is missing, root installs it through apt at once; anyone else is
// told the one command to run, instead of every browser test failing on its own.
// CHROMIUM_NO_INSTALL=1 forbids the installation (as for a user who is not root).
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";

const defaultPath = "/usr/bin/chromium";
const target = process.env.CHROMIUM_PATH || defaultPath;

function runnable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

if (runnable(target)) process.exit(0);

const root = process.getuid?.() === 0;
const mayInstall = root && !process.env.CHROMIUM_NO_INSTALL && target === defaultPath;
if (mayInstall) {
  console.log(`Chromium is missing at ${target}: installing Debian's chromium with apt-get.`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const install = spawnSync("sh", ["-c", "apt-get update -qq && apt-get install -y -qq chromium"], {
    env,
    stdio: "inherit",
  });
  if (install.status === 0 && runnable(target)) process.exit(0);
  console.error(`Installing chromium with apt-get failed; ${target} is still missing.`);
  process.exit(1);
}

const sudo = root ? "" : "sudo ";
const install = `${sudo}apt-get update && ${sudo}apt-get install -y chromium`;
console.error(
  target === defaultPath
    ? `The browser tests need Chromium, which is missing at ${target}. Run: ${install}`
    : `The browser tests need Chromium; CHROMIUM_PATH points at ${target}, which is missing. Run: unset CHROMIUM_PATH && ${install}`,
);
process.exit(1);
