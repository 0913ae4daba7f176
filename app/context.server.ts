import { createContext, type RouterContextProvider } from "react-router";
import type { Session } from "./accounts/request-session.server.ts";
import type { Locale, PageKey, SitePage } from "./config/site-routes.ts";
import type { Db } from "./db/client.server.ts";
import type { AppEnv } from "./env.server.ts";

// The facts of a request, each worked out once (DESIGN §3): the Worker entry (workers/app.ts)
// creates the context with the clock and the language, which its own answers before routing
// (413, 405, the cross-site refusal) already need; the root middleware
// (app/middleware/request.server.ts) adds the page and the session. Loaders, actions and the
// middleware after it read them here and work none of them out again.

export interface AppContext {
  env: AppEnv;
  ctx: ExecutionContext;
  db: Db;
  /** Per-request CSP nonce for the inline scripts React Router renders. */
  nonce: string;
  /** The instant the request arrived; pages use it instead of reading the clock themselves. */
  now: Date;
  /** The request's language (app/lib/i18n/locale.ts: pages by their path, the API negotiated). */
  locale: Locale;
}

export const appContext = createContext<AppContext>();

/** Which page of the route table (app/config/site-routes.ts) a request is for. */
export interface RequestPage {
  key: PageKey;
  /** The table's entry (paths in both languages) when the page is one of SITE_PAGES. */
  site: SitePage | null;
}

/** What the root middleware adds to the Worker entry's facts (AppContext). */
export interface RequestFacts {
  /** The page path: the address without React Router's `.data` suffix of client-side requests. */
  path: string;
  /** Null for addresses that are no page: the API, /sitemap.xml, an unknown path. */
  page: RequestPage | null;
  /** The signed-in session, or null. Looked up on first use (most API calls need none), then kept. */
  session(): Promise<Session | null>;
}

export const requestContext = createContext<RequestFacts>();

/** The request's facts; set by the root middleware before any loader or action runs. */
export function requestFacts(context: Readonly<RouterContextProvider>): RequestFacts {
  return context.get(requestContext);
}
