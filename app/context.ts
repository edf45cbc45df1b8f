import type { Config } from "#server/config.ts";
import type { Db } from "#server/db/client.ts";
import type { UploadStore } from "#server/uploads/store.ts";

/** What the Express server hands every loader and action (see server/http/app.ts). */
export interface ServerContext {
  db: Db;
  config: Config;
  /** URL of the small enhancement script public pages load instead of hydrating. */
  enhanceSrc: string | undefined;
  /** This response's Content-Security-Policy nonce; every rendered <script> carries it. */
  cspNonce: string;
  /** The client's IP address (Express req.ip), for rate limits and visitor records. */
  clientIp: string;
  /** Where uploaded images are kept (server/uploads/store.ts): the editor lists and deletes them. */
  uploads: UploadStore;
}

declare module "react-router" {
  interface AppLoadContext extends ServerContext {}
}
