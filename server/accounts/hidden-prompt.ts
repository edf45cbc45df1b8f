/** Raised when the person at the terminal presses Ctrl-C, or Ctrl-D on an empty answer. */
export class PromptCancelled extends Error {
  constructor() {
    super("Cancelled.");
    this.name = "PromptCancelled";
  }
}

type TerminalInput = NodeJS.ReadableStream & {
  isRaw?: boolean;
  setRawMode(mode: boolean): unknown;
};

/**
 * Asks a question on a terminal and reads the answer without echoing it (for passwords). Raw mode
 * lets us see each key: Enter ends the answer, Backspace removes the last character, Ctrl-C
 * cancels. Pasted text arrives in one chunk and is read the same way.
 */
export function promptHidden(
  question: string,
  input: TerminalInput = process.stdin as TerminalInput,
  output: NodeJS.WritableStream = process.stderr,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = "";
    const wasRaw = Boolean(input.isRaw);
    const finish = (error?: Error) => {
      input.off("data", onData);
      input.setRawMode(wasRaw);
      input.pause();
      output.write("\n");
      if (error) reject(error);
      else resolve(answer);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") return finish();
        if (char === "\u0003" || (char === "\u0004" && answer === "")) return finish(new PromptCancelled());
        if (char === "\u007f" || char === "\b") answer = [...answer].slice(0, -1).join("");
        else if (char >= " ") answer += char;
      }
    };
    output.write(question);
    input.setEncoding("utf8");
    input.setRawMode(true);
    input.on("data", onData);
    input.resume();
  });
}
