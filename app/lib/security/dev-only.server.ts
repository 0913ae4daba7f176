import { data } from "react-router";

/**
 * Hosts that only this machine can reach. `URL.hostname` writes an IPv6 host in brackets.
 * Deliberately not the whole 127.0.0.0/8 or any name ending in "localhost": the tools need no
 * more, and every extra spelling is one more thing to get wrong.
 */
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Whether a request was addressed to this machine itself (its URL's host, port ignored). */
export function isLoopbackHost(url: string | URL): boolean {
  return LOOPBACK_HOSTS.has(new URL(url).hostname);
}

/**
 * The development inspectors (/dev/outbox, /dev/outbox.json, /dev/captchas.json) show login codes
 * and captcha answers, so whoever reads them can take over any account. They answer only when
 * both hold:
 *   - the Worker runs the development environment (wrangler.toml's top-level vars), and
 *   - the request was addressed to a loopback host. On Cloudflare a request reaches the Worker
 *     only through one of its routes or its workers.dev name, never as "localhost", so even a
 *     Worker deployed with the development vars by mistake keeps them shut.
 * Everywhere else they are plain 404s, indistinguishable from a path that does not exist. The
 * production (deploy) build has no /dev/ route at all (app/routes.ts, checked by `npm test`);
 * this guard is the second line, for a development build deployed by mistake.
 */
export function assertDevelopment(env: { ENVIRONMENT: string }, request: Request): void {
  if (env.ENVIRONMENT !== "development" || !isLoopbackHost(request.url)) throw data(null, { status: 404 });
}

/**
 * Development only: a cookie naming the instant the server takes as "now" (see devClock). Two forms:
 *   `2026-11-27T11:00:00Z`                  a fixed instant: every request lives at it;
 *   `2026-11-27T11:00:00Z@1795000000000`    a running clock: it was that instant when the machine's
 *                                           clock read the epoch milliseconds after the `@`, and
 *                                           it runs on from there (the end-to-end suite's form, so
 *                                           a test that starts at 23:59:30 crosses midnight).
 */
export const DEV_CLOCK_COOKIE = "dev-clock";

/**
 * The instant a development request asks the server to live at, or null. Lets a person or an
 * end-to-end test see date-bound behaviour (Black Friday, a new month) on a local server without
 * changing the machine's clock. Guarded exactly like the inspectors: development and loopback only;
 * everywhere else the cookie is ignored. `machineNow` is the machine's clock, read once by the caller.
 */
export function devClock(env: { ENVIRONMENT: string }, request: Request, cookie: string | undefined, machineNow: Date): Date | null {
  if (env.ENVIRONMENT !== "development" || !isLoopbackHost(request.url) || !cookie) return null;
  const match = /^([^@]+)(?:@(\d{1,16}))?$/.exec(decodeURIComponent(cookie));
  if (!match) return null;
  const instant = new Date(match[1]!);
  if (Number.isNaN(instant.getTime())) return null;
  if (match[2] === undefined) return instant;
  return new Date(instant.getTime() + (machineNow.getTime() - Number(match[2])));
}
