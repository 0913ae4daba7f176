import { data } from "react-router";

/** The development inspectors exist only in development; everywhere else they are plain 404s. */
export function assertDevelopment(env: { ENVIRONMENT: string }): void {
  if (env.ENVIRONMENT !== "development") throw data(null, { status: 404 });
}
