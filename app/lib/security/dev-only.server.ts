import { data } from "react-router";
import type { AppEnv } from "../../env.server.ts";

/** The development inspectors exist only in development; everywhere else they are plain 404s. */
export function assertDevelopment(env: AppEnv): void {
  if (env.ENVIRONMENT !== "development") throw data(null, { status: 404 });
}
