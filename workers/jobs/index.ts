import type { Db } from "../../app/db/client.server.ts";
import type { AppEnv } from "../../app/env.server.ts";

export interface JobContext {
  env: AppEnv;
  db: Db;
  /** The scheduled time of the trigger. */
  now: Date;
  /** The Berlin date the job works for. */
  berlinDate: string;
}

export interface Job {
  name: string;
  run(ctx: JobContext): Promise<string>;
}
