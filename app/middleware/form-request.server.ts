// What every page form action is made of, in one place, beside the JSON calls' helper
// (api-request.server.ts): the signed-in user where the page needs one (401, or the page's own
// answer such as a redirect to the login), the form parsed with the route's Zod schema through
// Conform (its `submission.reply()` carries the field messages back to the page), the domain's
// flow, and the flow's discriminated union turned into the page's action data by one table per
// route. Without JavaScript the browser posts the form and gets the page again with that data,
// or a redirect an answer throws.

import { parseWithZod } from "@conform-to/zod/v4";
import type { Submission } from "@conform-to/dom";
import { data, type RouterContextProvider } from "react-router";
import type { TFunction } from "i18next";
import { z } from "zod";
import { appContext, requestFacts, type AppContext } from "../context.server.ts";
import { clientOf, type Client } from "../lib/http/api.server.ts";
import { readFormData } from "../lib/http/form-data.server.ts";
import { getInstance } from "./i18next.ts";
import type { Session } from "../accounts/request-session.server.ts";

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params?: Record<string, string | undefined>;
}

/** Conform's parse of a form (what the pages' `useForm` sees again through `reply()`). */
export type FormSubmission<Value> = Submission<Value, string[]>;

/** A submission the schema refused: its field messages are in `error`. */
export type RefusedSubmission<Value> = Exclude<FormSubmission<Value>, { status: "success" }>;

/** What a form's flow and answers get: the request, its facts, the form and its parsed input. */
export interface FormCall<Input, Auth> extends Pick<AppContext, "env" | "ctx" | "db" | "now" | "locale"> {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: Record<string, string | undefined>;
  t: TFunction;
  client: Client;
  auth: Auth;
  /** The posted form as the browser sent it (an empty one for a body that is not a form). */
  form: FormData;
  submission: FormSubmission<Input>;
  input: Input;
}

/** The page's action data and the status it is answered with. */
export interface FormReply<Body> {
  body: Body;
  status: number;
  headers?: Headers;
}

type Outcome = { kind: string };

type Answer<Body> = FormReply<Body> | Promise<FormReply<Body>>;

/**
 * The answer to each kind of the flow's union: the page's data, or a redirect it throws (the
 * form post without JavaScript, or a done step). Every kind needs its entry.
 */
export type FormAnswers<O extends Outcome, Body, C> = {
  [K in O["kind"]]: (outcome: Extract<O, { kind: K }>, call: C) => Answer<Body>;
};

export interface FormSpec<S extends z.ZodType, O extends Outcome, Body, Auth> {
  /** Checks after the user and before the form is parsed: a refusal it throws (403, a redirect). */
  guard?: (call: Omit<FormCall<undefined, Auth>, "submission" | "input">) => void | Promise<void>;
  /** The form's schema; its messages are catalogue keys. */
  schema: S;
  /**
   * The fields the schema parses, by default the form itself. A page whose form arrives in
   * several shapes (the code's six boxes, a checkbox's values) hands Conform the one it reads.
   */
  input?: (form: FormData, call: Omit<FormCall<undefined, Auth>, "submission" | "input">) => Record<string, unknown>;
  /** The answer to a form the schema refuses (usually 400 with `submission.reply()`); by default an empty 400. */
  invalid?: (submission: RefusedSubmission<z.output<S>>, call: Omit<FormCall<undefined, Auth>, "submission" | "input">) => Answer<Body>;
  run: (call: FormCall<z.output<S>, Auth>) => Promise<O>;
  // The index signature only lets TypeScript read the page data's type off the answers.
  answers: FormAnswers<O, Body, FormCall<z.output<S>, Auth>> & Record<string, (outcome: never, call: never) => Answer<Body>>;
}

export interface FormUserSpec<S extends z.ZodType, O extends Outcome, Body> extends FormSpec<S, O, Body, Session> {
  /** The answer without a live session; by default an empty 401. */
  signedOut?: (args: Required<Args>) => never | Promise<never>;
}

/**
 * The schema of a form whose post is its button alone, or whose fields the flow reads itself
 * (from `call.form`): Conform is not asked, so no field the post carries can refuse it.
 */
export const NO_FIELDS = z.object({});

/** The empty 401 of a page action that needs a signed-in player (React Router's error page). */
export function notSignedIn(): never {
  throw data(null, { status: 401 });
}

/** The empty 400 of a form the schema refuses, for a page that shows no field messages. */
export function badForm(): never {
  throw data(null, { status: 400 });
}

/** Plain fields (strings and files) → the FormData Conform reads; absent ones stay out. */
function asForm(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string" || value instanceof Blob) form.append(name, value);
  }
  return form;
}

/**
 * A page's form action: user → guard → form → flow → answer (see the top of the module). The
 * answers table names every kind of the flow's union, so a new kind fails the typecheck until
 * the route says how to answer it.
 */
export function formCall<S extends z.ZodType, O extends Outcome, Body>(spec: FormSpec<S, O, Body, null>) {
  return handle(spec, null);
}

/** The same for a page whose action needs a signed-in player: 401 (or `signedOut`) first. */
export function formUserCall<S extends z.ZodType, O extends Outcome, Body>(spec: FormUserSpec<S, O, Body>) {
  return handle(spec, spec.signedOut ?? notSignedIn);
}

/** Per request, the form is read once: an intent's dispatch and its call share it. */
const forms = new WeakMap<Request, Promise<FormData>>();

/** The request's form, read once (readFormData: a body that is not a form is an empty one). */
export function formOf(request: Request): Promise<FormData> {
  let form = forms.get(request);
  if (!form) forms.set(request, (form = readFormData(request)));
  return form;
}

/** A field as a form's plain fields read it (`Object.fromEntries`): its last value. */
export function lastValue(form: FormData, name: string): FormDataEntryValue | undefined {
  return form.getAll(name).at(-1);
}

/**
 * A page with several forms posting to one action: the `intent` field names the form, anything
 * else counts as `fallback`. Each intent is its own form call. A repeated `intent` counts by its
 * first value, or by its last where the page has always read its fields as plain fields.
 */
export function formIntents<K extends string, R>(
  fallback: NoInfer<K>,
  intents: Record<K, (args: Args) => Promise<R>>,
  repeated: "first" | "last" = "first",
) {
  return async (args: Args): Promise<R> => {
    const form = await formOf(args.request);
    const intent = repeated === "first" ? form.get("intent") : lastValue(form, "intent");
    const key = typeof intent === "string" && Object.hasOwn(intents, intent) ? (intent as K) : fallback;
    return intents[key](args);
  };
}

function handle<S extends z.ZodType, O extends Outcome, Body, Auth>(
  spec: FormSpec<S, O, Body, Auth>,
  signedOut: ((args: Required<Args>) => never | Promise<never>) | null,
) {
  return async ({ request, context, params = {} }: Args) => {
    const app = context.get(appContext);
    const auth = (signedOut ? await requestFacts(context).session() : null) as Auth;
    if (signedOut && !auth) await signedOut({ request, context, params });
    const form = await formOf(request);
    const base = {
      request,
      context,
      params,
      t: getInstance(context).t,
      client: clientOf(request),
      auth,
      form,
      env: app.env,
      ctx: app.ctx,
      db: app.db,
      now: app.now,
      locale: app.locale,
    };
    await spec.guard?.(base);
    const fields = (spec.schema as z.ZodType) === NO_FIELDS ? new FormData() : spec.input ? asForm(spec.input(form, base)) : form;
    const submission: FormSubmission<z.output<S>> = parseWithZod(fields, { schema: spec.schema });
    const reply =
      submission.status !== "success"
        ? await (spec.invalid ?? badForm)(submission, base)
        : await (async () => {
            const call: FormCall<z.output<S>, Auth> = { ...base, submission, input: submission.value };
            const outcome = await spec.run(call);
            const answers = spec.answers as unknown as Record<string, (o: O, c: typeof call) => Answer<Body>>;
            return answers[outcome.kind]!(outcome, call);
          })();
    return data(reply.body, { status: reply.status, headers: reply.headers });
  };
}
