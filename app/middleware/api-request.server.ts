// What every JSON call (SPEC §7, docs/API.md) starts with: its language, the method it answers,
// the signed-in user where the call needs one, and one answer for storage that cannot be reached.
// Failures are thrown as finished responses, so a route reads as its happy path.

import type { TFunction } from "i18next";
import type { RouterContextProvider } from "react-router";
import { appContext, requestFacts } from "../context.server.ts";
import type { Db } from "../db/client.server.ts";
import { apiError } from "../lib/http/api.server.ts";
import { getInstance } from "./i18next.ts";
import type { Session } from "../accounts/request-session.server.ts";

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** Translations in the request's language. */
export function apiT(context: Readonly<RouterContextProvider>): TFunction {
  return getInstance(context).t;
}

/** The loader or action of a call that does not answer this method. */
export async function methodNotAllowed({ context }: Args): Promise<Response> {
  return apiError(405, apiT(context)("api.methodNotAllowed"));
}

export interface ApiRequest {
  t: TFunction;
  db: Db;
  now: Date;
}

/** The start of a call: 405 unless the method is `method` (when given). */
export function apiRequest({ request, context }: Args, method?: string): ApiRequest {
  const { db, now } = context.get(appContext);
  const t = apiT(context);
  if (method && request.method !== method) throw apiError(405, t("api.methodNotAllowed"));
  return { t, db, now };
}

/** The start of an (auth) call: as `apiRequest`, then 401 without a live session. */
export async function apiUser(args: Args, method?: string): Promise<ApiRequest & { auth: Session }> {
  const base = apiRequest(args, method);
  const auth = await requestFacts(args.context).session();
  if (!auth) throw apiError(401, base.t("auth.notAuthenticated"));
  return { ...base, auth };
}

/**
 * Runs a D1 read or write; when storage fails the player gets 503 "try again", never a 500.
 * A failed batch is rolled back by D1, so the stored state is the one before the request.
 */
export async function withStorage(t: TFunction, what: string, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error(`${what} failed`, error);
    return apiError(503, t("saves.storageUnavailable"));
  }
}
