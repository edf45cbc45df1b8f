// CI helper: `create SERVER_URL` makes a new, uniquely named database and prints its URL;
// `drop SERVER_URL DATABASE_URL` removes it again. Exits non-zero when the server does not answer.
import { randomBytes } from "node:crypto";
import pg from "pg";

const [action, serverUrl, databaseUrl] = process.argv.slice(2);
const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
try {
  await client.connect();
  if (action === "create") {
    const name = `ci_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
    await client.query(`create database "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    console.log(url.toString());
  } else if (action === "drop") {
    const name = new URL(databaseUrl).pathname.slice(1);
    if (!/^ci_[a-z0-9_]+$/.test(name)) throw new Error(`refusing to drop ${name}`);
    await client.query(`drop database if exists "${name}" with (force)`);
  } else {
    throw new Error("usage: ci-database.mjs create SERVER_URL | drop SERVER_URL DATABASE_URL");
  }
} catch (error) {
  console.error(`ci-database: ${error.message}`);
  process.exitCode = 1;
} finally {
  await client.end().catch(() => {});
}
