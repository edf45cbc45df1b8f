import type { Router } from "express";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { EventHub } from "../events/events.ts";
import type { UploadStore } from "../uploads/store.ts";

/** What every API area gets: the database, the configuration, and the other areas' mounts. */
export interface ApiDeps {
  db: Db;
  config: Config;
  areas: ApiArea[];
  /** The back-office's live events (server/events): one LISTEN per process, shared by its streams. */
  events?: EventHub;
  /** Where uploaded images go (server/uploads/store.ts); files under DATA_DIR/uploads when not given. */
  uploads?: UploadStore;
}

/** An area adds its endpoints to the /api router, e.g. `api.post("/contacts/send-message", …)`. */
export type ApiArea = (api: Router, deps: ApiDeps) => void;
