import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, waitFor } from "./smtp.ts";

const root = path.resolve(import.meta.dirname, "../..");

export interface ServerProcess {
  url: string;
  output: () => string;
}

/**
 * Server processes for the tests that need several of them on one database (two-server tests):
 * each starts with the same session secret and first administrator, so a token signed by one is
 * good on the other, and `stopAll` kills whatever is still running.
 */
export function serverProcesses() {
  const children: ChildProcess[] = [];
  return {
    /** `args`: the bundle file, or `--import tsx tests/support/e2e-server.ts` for its test routes. */
    async start(args: string[], env: Record<string, string>): Promise<ServerProcess> {
      const port = await freePort();
      const child = spawn(process.execPath, args, {
        cwd: root,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          NODE_ENV: "test",
          LOG_LEVEL: "info",
          PORT: String(port),
          HOST: "127.0.0.1",
          DATA_DIR: mkdtempSync(path.join(tmpdir(), "two-servers-")),
          SESSION_SECRET: "two-servers-share-this-secret-of-32-characters",
          PUBLIC_URL: "http://localhost:3000",
          ADMIN_EMAIL: "grace@example.com",
          ADMIN_PASSWORD: "two-servers-password",
          // Idle connections outlive any pause of the test process (tests/support/server.ts).
          KEEP_ALIVE_TIMEOUT_SECONDS: "120",
          ...env,
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      children.push(child);
      let output = "";
      child.stdout!.on("data", (d) => (output += d));
      child.stderr!.on("data", (d) => (output += d));
      await waitFor(() => {
        if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
        return output.includes("listening on");
      }, 60_000);
      return { url: `http://127.0.0.1:${port}`, output: () => output };
    },
    stopAll(): void {
      for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}
