// What every JSON call (SPEC §7, docs/API.md) is made of, in one place: the method it answers
// (405 otherwise), the signed-in user where it needs one (401), its input parsed with the route's
// Zod schema (400 with field messages from the catalogues), the domain's flow, and the flow's
// discriminated union turned into the answer by one table per route. Storage that cannot be
// reached answers 503 "try again", never a 500. Rate limits are the flows' business (like
// login.server.ts), so a limited call is one more kind of the union.

import type { ParseKeys, TFunction } from "i18next";
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { appContext, requestFacts, type AppContext } from "../context.server.ts";
import type { Db } from "../db/client.server.ts";
import { apiError, clientOf, formFields, localizeErrors, methodNotAllowedAnswer, tooMany, type Client } from "../lib/http/api.server.ts";
import { fieldErrors, type FieldFallback } from "../lib/http/field-errors.ts";
import { formInput } from "../lib/http/form-input.ts";
import { getInstance } from "./i18next.ts";
import type { Session } from "../accounts/request-session.server.ts";

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params?: Record<string, string | undefined>;
}

/** Translations in the request's language. */
export function apiT(context: Readonly<RouterContextProvider>): TFunction {
  return getInstance(context).t;
}

/** The loader or action of a call that does not answer this method. */
export async function methodNotAllowed({ context }: Args): Promise<Response> {
  return methodNotAllowedAnswer(apiT(context)("api.methodNotAllowed"));
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
  if (method && request.method !== method) throw methodNotAllowedAnswer(t("api.methodNotAllowed"));
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

/** What a call's flow and answers get: the request, its facts and its parsed input. */
export interface ApiCall<Input, Auth> extends Pick<AppContext, "env" | "ctx" | "db" | "now" | "locale"> {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: Record<string, string | undefined>;
  t: TFunction;
  client: Client;
  auth: Auth;
  input: Input;
}

type Outcome = { kind: string };

type RateLimited = { kind: "rate-limited"; retryAfter: number };

/** The answer to each kind of the flow's union; a "rate-limited" kind is answered 429 for every call alike. */
export type Answers<O extends Outcome, C> = {
  [K in Exclude<O["kind"], RateLimited["kind"]>]: (outcome: Extract<O, { kind: K }>, call: C) => Response;
};

export interface ApiSpec<S extends z.ZodType, O extends Outcome, Auth> {
  method: "GET" | "POST" | "DELETE";
  /** Checks after the user and before the input (a refusal such as 403), or null to go on. */
  guard?: (call: ApiCall<undefined, Auth>) => Response | null;
  /** The input's schema; its messages are catalogue keys. */
  schema: S;
  /**
   * The raw input the schema parses: by default the fields the schema names from the form body
   * (the query of a GET), empty ones and files counting as absent (formInput).
   */
  input?: (args: Required<Args>) => unknown;
  /** The 400's message (default "api.badRequest") and the field messages for issues that carry none. */
  invalid?: { message?: ParseKeys; fallback?: FieldFallback };
  /** Named in the log when storage fails: the flow then answers 503 (withStorage). */
  storage: string | null;
  run: (call: ApiCall<z.output<S>, Auth>) => Promise<O>;
  answers: Answers<O, ApiCall<z.output<S>, Auth>>;
}

/** The first value of each named query parameter, as `URLSearchParams.get` reads it. */
function queryFields(request: Request, names: readonly string[]): Record<string, string> {
  const query = new URL(request.url).searchParams;
  return Object.fromEntries(names.flatMap((name) => (query.has(name) ? [[name, query.get(name)!]] : [])));
}

function schemaFields(schema: z.ZodType): readonly string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}

/**
 * A JSON call's loader or action: method → input → flow → answer (see the top of the module).
 * The answers table names every kind of the flow's union, so a new kind fails the typecheck
 * until the route says how to answer it.
 */
export function apiCall<S extends z.ZodType, O extends Outcome>(spec: ApiSpec<S, O, null>): (args: Args) => Promise<Response> {
  return handle(spec, false);
}

/** The same for a call that needs a signed-in user: 401 without one, after the method's 405. */
export function apiUserCall<S extends z.ZodType, O extends Outcome>(spec: ApiSpec<S, O, Session>): (args: Args) => Promise<Response> {
  return handle(spec, true);
}

function handle<S extends z.ZodType, O extends Outcome, Auth>(spec: ApiSpec<S, O, Auth>, needsUser: boolean) {
  return async ({ request, context, params = {} }: Args): Promise<Response> => {
    const app = context.get(appContext);
    const t = apiT(context);
    // A loader answers HEAD as GET (React Router sends both to it).
    if (request.method !== spec.method && !(spec.method === "GET" && request.method === "HEAD"))
      return methodNotAllowedAnswer(t("api.methodNotAllowed"));
    const auth = (needsUser ? await requestFacts(context).session() : null) as Auth;
    if (needsUser && !auth) return apiError(401, t("auth.notAuthenticated"));
    const base = {
      request,
      context,
      params,
      t,
      client: clientOf(request),
      auth,
      env: app.env,
      ctx: app.ctx,
      db: app.db,
      now: app.now,
      locale: app.locale,
    };
    const refused = spec.guard?.({ ...base, input: undefined });
    if (refused) return refused;
    const names = schemaFields(spec.schema);
    const raw = spec.input
      ? await spec.input({ request, context, params })
      : formInput(spec.method === "GET" ? queryFields(request, names) : await formFields(request), names);
    const parsed = spec.schema.safeParse(raw);
    if (!parsed.success) {
      const errors = localizeErrors(t, fieldErrors(parsed.error, spec.invalid?.fallback));
      return apiError(400, t(spec.invalid?.message ?? "api.badRequest"), errors);
    }
    const call: ApiCall<z.output<S>, Auth> = { ...base, input: parsed.data };
    const answer = async () => {
      const outcome = await spec.run(call);
      if (outcome.kind === "rate-limited") return tooMany(t, (outcome as Outcome as RateLimited).retryAfter);
      const answers = spec.answers as unknown as Record<string, (o: O, c: typeof call) => Response>;
      const respond = answers[outcome.kind]!;
      return respond(outcome, call);
    };
    return spec.storage === null ? answer() : withStorage(t, spec.storage, answer);
  };
}
