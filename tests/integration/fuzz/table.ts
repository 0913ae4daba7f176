// The table of everything the fuzz tests cover: every JSON call under /api/ and every page or
// resource route with a form action, with the methods it serves and the credential it needs.
// tests/integration/fuzz-coverage.test.ts compares it with the routes the Worker really serves,
// so a new call or action that nobody fuzzes fails the suite.

import { LOCALES, SITE_PAGES } from "../../../app/config/site-routes.ts";

/**
 * - `none`: anyone.
 * - `session`: a live session (bearer header or cookie), else 401 (pages: 401 or the login redirect).
 * - `login-token`: the login token of a pending e-mail code (field or cookie).
 * - `paypal-signature`: PayPal's transmission headers, checked with PayPal.
 */
export type FuzzAuth = "none" | "session" | "login-token" | "paypal-signature";

export interface FuzzRow {
  /** The path as a person writes it (the first of a page's paths). */
  route: string;
  /** The route patterns of app/routes.ts this row stands for (a page has one per language and alias). */
  patterns: readonly string[];
  /** Methods the route serves; every other method is a bad request. */
  methods: readonly string[];
  auth: FuzzAuth;
  area: "api" | "form";
}

/** Every path of a page, as app/routes.ts registers it (without the leading slash). */
function pagePatterns(key: string): string[] {
  const page = SITE_PAGES.find((p) => p.key === key);
  if (!page) throw new Error(`no page ${key}`);
  return LOCALES.flatMap((l) => page[l].map((p) => p.slice(1)));
}

const api = (route: string, methods: string[], auth: FuzzAuth, pattern = route.slice(1)): FuzzRow => ({
  route,
  patterns: [pattern],
  methods,
  auth,
  area: "api",
});

const form = (key: string, auth: FuzzAuth): FuzzRow => {
  const patterns = pagePatterns(key);
  return { route: `/${patterns[0]}`, patterns, methods: ["POST"], auth, area: "form" };
};

export const FUZZ_TABLE = {
  sudoku: api("/api/sudoku", ["GET", "HEAD"], "none"),
  stars: api("/api/sudoku/stars/{level}", ["GET", "HEAD"], "none", "api/sudoku/stars/:level"),
  sudokuImport: api("/api/sudoku/import", ["POST"], "none"),
  login: api("/api/login", ["POST"], "none"),
  authenticate: api("/api/authenticate", ["POST"], "login-token"),
  logout: api("/api/logout", ["DELETE"], "session"),
  captcha: api("/api/captcha", ["GET", "HEAD"], "none"),
  ipAddress: api("/api/ip-address", ["GET", "HEAD"], "none"),
  profile: api("/api/profile", ["GET", "HEAD", "POST"], "session"),
  profileExport: api("/api/profile/export", ["GET", "HEAD"], "session"),
  profileAvatar: api("/api/profile/avatar/{version}", ["GET", "HEAD"], "session", "api/profile/avatar/:version"),
  save: api("/api/sudoku/save", ["GET", "HEAD", "POST"], "session"),
  savedPuzzles: api("/api/sudoku/saved-puzzles", ["POST"], "session"),
  recent: api("/api/sudoku/recent", ["GET", "HEAD"], "session"),
  deleteSaved: api("/api/sudoku/delete-saved-puzzle/{id}", ["DELETE"], "session", "api/sudoku/delete-saved-puzzle/:id"),
  statistics: api("/api/sudoku/statistics", ["GET", "HEAD"], "session"),
  // A session is optional: a visitor gets the bare month.
  dailyStatistics: api("/api/daily-sudoku/statistics", ["GET", "HEAD"], "none"),
  // A session, not the terms (docs/decisions/011-daily-for-everyone.md); the check is open to visitors.
  dailySave: api("/api/daily-sudoku/save", ["GET", "HEAD", "POST"], "session"),
  dailyCheck: api("/api/daily-sudoku/check", ["POST"], "none"),
  dailyFigures: api("/api/daily-sudoku/figures", ["GET", "HEAD"], "none"),
  dailyAgreement: api("/api/daily-sudoku/agreement", ["POST"], "session"),
  dailyWinners: api("/api/daily-sudoku/winners", ["POST"], "none"),
  dailyDraws: api("/api/daily-sudoku/draws/{month}", ["GET", "HEAD"], "none", "api/daily-sudoku/draws/:month"),
  dailyDay: api("/api/daily-sudoku/{date or id}", ["GET", "HEAD"], "session", "api/daily-sudoku/:key"),
  supporterOrder: api("/api/supporter/order", ["POST"], "session"),
  approvedPayment: api("/api/approved-payment", ["POST"], "session"),
  paypalWebhook: api("/api/paypal/webhook", ["POST"], "paypal-signature"),
  counter: api("/api/counter", ["POST"], "none"),
  contact: api("/api/contact", ["POST"], "none"),
  apiNotFound: api("/api/{anything else}", [], "none", "api/*"),
  devPaypalApprove: api("/dev/paypal/approve", ["POST"], "session"),
  devSession: api("/dev/session", ["POST"], "none"),
  language: { route: "/language", patterns: ["language"], methods: ["POST"], auth: "none", area: "form" },
  theme: { route: "/theme", patterns: ["theme"], methods: ["POST"], auth: "none", area: "form" },
  contactPage: form("contact", "none"),
  // The login step needs nothing; its code step reads the login token from its cookie.
  authenticationPage: form("authentication", "none"),
  profilePage: form("profile", "session"),
  savedPuzzlesPage: form("saved-puzzles", "session"),
  solvedPuzzlesPage: form("solved-puzzles", "session"),
  dailyPage: form("daily", "session"),
  ownPuzzlePage: form("own-puzzle", "none"),
} satisfies Record<string, FuzzRow>;

export type FuzzRouteName = keyof typeof FUZZ_TABLE;
