// Temporary (not committed): screenshots of the chat answering this round's kinds of question.
import { chromium } from "@playwright/test";
import { startTestServer } from "../tests/support/server.ts";
const server = await startTestServer({ withPages: true });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
try {
  for (const [w, h] of [[1280, 800], [390, 844]] as const) {
    const page = await (await browser.newContext({ viewport: { width: w, height: h }, reducedMotion: "reduce" })).newPage();
    await page.goto(`${server.url}/training-programs/data-analytics`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Ask a question" }).click();
    const panel = page.getByRole("dialog", { name: "Chat with our assistant" });
    for (const q of ["$$ for fs? n hw many wks is da", "what if i lose my job halfway and cant keep up the payments?"]) {
      const box = panel.getByLabel("Your question");
      await box.waitFor();
      await page.waitForFunction(() => !(document.querySelector("[aria-label='Your question']") as HTMLTextAreaElement | null)?.disabled);
      await box.fill(q);
      const done = page.waitForResponse((r) => r.url().endsWith("/api/ai-chat/stream"));
      await box.press("Enter");
      await (await done).finished();
      await page.waitForTimeout(800);
    }
    await page.screenshot({ path: `/tmp/me/chat-${w}x${h}.png` });
  }
} finally {
  await browser.close();
  await server.close();
}
