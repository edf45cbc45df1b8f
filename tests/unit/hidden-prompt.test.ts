import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { PromptCancelled, promptHidden } from "#server/accounts/hidden-prompt.ts";

/** A stand-in terminal: what is typed goes in, what the prompt writes comes out. */
function terminal() {
  const modes: boolean[] = [];
  const input = Object.assign(new PassThrough(), {
    isRaw: false,
    setRawMode(mode: boolean) {
      modes.push(mode);
      input.isRaw = mode;
      return input;
    },
  });
  const output = new PassThrough();
  let shown = "";
  output.on("data", (d) => (shown += d));
  return { input, output, modes, shown: () => shown };
}

describe("promptHidden", () => {
  it("reads a password without echoing it, with Backspace, and restores the terminal", async () => {
    const tty = terminal();
    const answer = promptHidden("Password: ", tty.input, tty.output);
    tty.input.write("s3cret-pasX");
    tty.input.write("\u007fs\r");
    expect(await answer).toBe("s3cret-pass");
    expect(tty.shown()).toBe("Password: \n");
    expect(tty.modes).toEqual([true, false]);
  });

  it("takes a pasted answer with its Enter in one chunk", async () => {
    const tty = terminal();
    const answer = promptHidden("Password: ", tty.input, tty.output);
    tty.input.write("pasted påsswörd\r\n");
    expect(await answer).toBe("pasted påsswörd");
  });

  it("is cancelled by Ctrl-C", async () => {
    const tty = terminal();
    const answer = promptHidden("Password: ", tty.input, tty.output);
    tty.input.write("abc\u0003");
    await expect(answer).rejects.toBeInstanceOf(PromptCancelled);
    expect(tty.modes).toEqual([true, false]);
  });
});
