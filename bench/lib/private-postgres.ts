import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A throw-away PostgreSQL cluster of our own (initdb into a temp folder, its own port), so a
 * test can stop and start "the database server" without touching the machine's shared one.
 * PostgreSQL refuses to run as root, so the commands run as the postgres user when we are root.
 */
export interface PrivatePostgres {
  url: string;
  start(): void;
  stop(): void;
  destroy(): void;
}

function binDir(): string {
  const base = "/usr/lib/postgresql";
  const version = readdirSync(base).sort().at(-1);
  if (!version) throw new Error("PostgreSQL server binaries not found under /usr/lib/postgresql");
  return path.join(base, version, "bin");
}

export function privatePostgresAvailable(): boolean {
  return existsSync("/usr/lib/postgresql");
}

export function createPrivatePostgres(port: number): PrivatePostgres {
  const bin = binDir();
  const dir = mkdtempSync(path.join(tmpdir(), "harbourline-pg-"));
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ["runuser", ["-u", "postgres", "--", path.join(bin, cmd), ...args]]
      : [path.join(bin, cmd), args];
    execFileSync(file as string, argv as string[], { stdio: "pipe" });
  };
  if (asRoot) {
    const { uid, gid } = {
      uid: Number(execFileSync("id", ["-u", "postgres"]).toString()),
      gid: Number(execFileSync("id", ["-g", "postgres"]).toString()),
    };
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const data = path.join(dir, "data");
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  const options = `-c port=${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=on`;
  const cluster: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => run("pg_ctl", ["-D", data, "-o", options, "-w", "-l", path.join(dir, "log"), "start"]),
    stop: () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]),
    destroy: () => {
      try {
        cluster.stop();
      } catch {
        // already stopped
      }
      execFileSync("rm", ["-rf", dir]);
    },
  };
  return cluster;
}
