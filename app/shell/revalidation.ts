import { matchPage } from "../config/site-routes.ts";

// When the root loader (the shell's data: header, sidebar, drawer, footer, banners) runs again
// after the first document. React Router reloads it after every action and every change of the
// query (`?exclude=` on the play page's "next puzzle"), and the root then reads the session, the
// saves, the statistics and the calendar from D1 again for nothing. The shell shows the URL's
// path (the page it is on, its twin in the other language) and what the player did: it reads
// nothing of the query, and only some actions change what it shows.

/** Pages whose form action changes nothing the shell shows. Every other action reloads it. */
export const ACTIONS_LEAVING_SHELL: ReadonlySet<string> = new Set([
  // A message to the site: no account, save or calendar changes.
  "contact",
  // Checks or imports a puzzle into the catalogue; the page it sends to is another path (reloaded as such).
  "own-puzzle",
]);

/**
 * Calls made with plain `fetch` (not through the router) whose data the shell shows: the board's
 * saves and the daily's check (recent saves, statistics, calendar), the account calls (the login
 * card), the payment (the supporter lines and ads), theme and language. The router cannot see
 * these; the shell notes them as they finish (shell-calls.ts) and reloads at the next change of
 * address. Paths, matched from the start; a trailing slash means "and below".
 */
export const SHELL_CALLS: readonly string[] = [
  "/api/sudoku/save",
  "/api/sudoku/saved-puzzles",
  "/api/sudoku/delete-saved-puzzle/",
  "/api/daily-sudoku/save",
  "/api/daily-sudoku/check",
  "/api/daily-sudoku/agreement",
  "/api/approved-payment",
  "/api/login",
  "/api/authenticate",
  "/api/logout",
  "/api/profile",
  "/theme",
  "/language",
];

/** Whether a finished call to `url` (absolute, as the browser reports it) changed the shell's data. */
export function callTouchesShell(url: string): boolean {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return false;
  }
  return SHELL_CALLS.some((path) => (path.endsWith("/") ? pathname.startsWith(path) : pathname === path));
}

/** Whether an action posted to `formAction` (a path, maybe with a query) may change the shell. */
export function actionTouchesShell(formAction: string | undefined): boolean {
  if (!formAction) return true;
  const key = matchPage(new URL(formAction, "http://site.invalid").pathname)?.page.key;
  return key === undefined || !ACTIONS_LEAVING_SHELL.has(key);
}

export interface ShellRevalidation {
  currentUrl: URL;
  nextUrl: URL;
  formMethod?: string;
  formAction?: string;
  /** What React Router would do without us (false, for example, after an action that failed with 4xx/5xx). */
  defaultShouldRevalidate: boolean;
  /** A call in `SHELL_CALLS` finished since the shell's data was last loaded. */
  shellCallsSince: boolean;
}

/**
 * The root's `shouldRevalidate`, as a pure rule. Never more often than the router's default; of
 * those, the shell stays as it is only when nothing it shows can have changed:
 * - a finished call whose data the shell shows: reload;
 * - another path (the shell names the page, and the language switch its twin): reload;
 * - an action: reload unless its page is in ACTIONS_LEAVING_SHELL;
 * - the same address again, or an explicit `revalidate()` (theme, payment, deleting a save): reload;
 * - only the query changed: keep.
 */
export function shellShouldRevalidate(args: ShellRevalidation): boolean {
  if (!args.defaultShouldRevalidate) return false;
  if (args.shellCallsSince) return true;
  if (args.currentUrl.pathname !== args.nextUrl.pathname) return true;
  if (args.formMethod && args.formMethod.toUpperCase() !== "GET") return actionTouchesShell(args.formAction);
  return args.currentUrl.search === args.nextUrl.search;
}
