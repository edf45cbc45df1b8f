import path from "node:path";
import { type Browser, chromium } from "@playwright/test";

/*
 * What the docs' screenshot scripts (scripts/screenshots*.ts) share, so their shots are taken the
 * same way and land side by side: the folder, the two sizes, the browser and its context settings.
 */

export const screenshotDir = path.join(import.meta.dirname, "../../docs/screenshots");

/** A desktop and a phone; a shot's file name ends with `-<width>x<height>.png`. */
export const screenshotSizes = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** The system Chromium without GPU or background traffic, so a shot does not vary run to run. */
export function launchScreenshotBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
}

/** A context of one size at scale 1 with motion reduced, so animations never show mid-way. */
export function screenshotContext(browser: Browser, size: { width: number; height: number }) {
  return browser.newContext({
    viewport: { width: size.width, height: size.height },
    deviceScaleFactor: 1,
    reducedMotion: "reduce",
  });
}
