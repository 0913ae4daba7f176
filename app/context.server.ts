import { createContext } from "react-router";
import type { Db } from "./db/client.server.ts";
import type { AppEnv } from "./env.server.ts";

export interface AppContext {
  env: AppEnv;
  ctx: ExecutionContext;
  db: Db;
  /** Per-request CSP nonce for the inline scripts React Router renders. */
  nonce: string;
  /** The instant the request arrived; pages use it instead of reading the clock themselves. */
  now: Date;
}

export const appContext = createContext<AppContext>();
