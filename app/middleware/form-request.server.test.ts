import { describe, expect, it, vi } from "vitest";
import { RouterContextProvider, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { z } from "zod";
import { appContext, requestContext, type AppContext } from "../context.server.ts";
import type { Session } from "../accounts/request-session.server.ts";
import { formCall, formIntents, formUserCall, NO_FIELDS, type FormReply } from "./form-request.server.ts";
import { i18nextMiddleware } from "./i18next.ts";

// The page forms' helper: the order of its steps (user, guard, form, flow), the one table from
// the flow's union to the page's data, and the forms it reads as the pages always have.

const NOW = new Date(Date.UTC(2026, 0, 15, 12));
const ALICE = { user: { id: 7 }, tokenHash: "h" } as unknown as Session;

async function contextFor(session: Session | null): Promise<RouterContextProvider> {
  const context = new RouterContextProvider();
  context.set(appContext, { env: {}, ctx: {}, db: {}, nonce: "n", now: NOW, locale: "de" } as unknown as AppContext);
  context.set(requestContext, { path: "/de/x", page: null, session: async () => session });
  await i18nextMiddleware({ request: new Request("http://localhost/"), context, params: {} } as never, async () => new Response());
  return context;
}

function post(fields: [string, string][]): Request {
  return new Request("http://localhost/de/x", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

/** React Router's `data()` (its class is not exported). */
const isData = (value: unknown): value is DataWithResponseInit<unknown> =>
  typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";

/** What the action answered: the page's data and its status, or what it threw. */
async function outcomeOf(run: () => Promise<unknown>) {
  try {
    const answer = await run();
    if (!isData(answer)) throw new Error("not the page's data");
    const { data, init } = answer;
    return { data, status: init?.status, headers: init?.headers };
  } catch (thrown) {
    if (isData(thrown)) return { thrown: thrown.init?.status };
    if (thrown instanceof Response) return { thrown: thrown.status, location: thrown.headers.get("Location") };
    throw thrown;
  }
}

type Body = { said: string; n?: number } | { refused: string[] };
const reply = (body: Body, status: number): FormReply<Body> => ({ body, status });
type Flow = { kind: "quiet" } | { kind: "loud"; n: number } | { kind: "gone" };

const schema = z.object({ word: z.string({ error: "validation.required" }).min(2, { error: "validation.tooShort" }) });

function greeter(flow: (word: string) => Flow) {
  return formCall({
    schema,
    invalid: (submission) => reply({ refused: submission.error?.word ?? [] }, 400),
    run: async ({ input }) => flow(input.word),
    answers: {
      quiet: (_, { input }) => reply({ said: input.word }, 200),
      loud: ({ n }, { input }) => reply({ said: input.word.toUpperCase(), n }, 202),
      gone: (): never => {
        throw new Response(null, { status: 302, headers: { Location: "/de" } });
      },
    },
  });
}

describe("formCall: the flow's union answered by one table", () => {
  it("answers each kind with its entry, status and page data", async () => {
    const context = await contextFor(null);
    expect(await outcomeOf(() => greeter(() => ({ kind: "quiet" }))({ request: post([["word", "hi"]]), context }))).toMatchObject({
      data: { said: "hi" },
      status: 200,
    });
    expect(await outcomeOf(() => greeter(() => ({ kind: "loud", n: 3 }))({ request: post([["word", "hi"]]), context }))).toMatchObject({
      data: { said: "HI", n: 3 },
      status: 202,
    });
    expect(await outcomeOf(() => greeter(() => ({ kind: "gone" }))({ request: post([["word", "hi"]]), context }))).toEqual({
      thrown: 302,
      location: "/de",
    });
  });

  it("answers a form the schema refuses with its field messages, without running the flow", async () => {
    const flow = vi.fn((): Flow => ({ kind: "quiet" }));
    const context = await contextFor(null);
    expect(await outcomeOf(() => greeter(flow)({ request: post([["word", "x"]]), context }))).toMatchObject({
      data: { refused: ["validation.tooShort"] },
      status: 400,
    });
    // Not a form at all (JSON): an empty form, refused the same way, never a 500.
    const json = new Request("http://localhost/de/x", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    expect(await outcomeOf(() => greeter(flow)({ request: json, context }))).toMatchObject({
      data: { refused: ["validation.required"] },
      status: 400,
    });
    expect(flow).not.toHaveBeenCalled();
  });

  it("refuses with an empty 400 where the page names no answer for a refused form", async () => {
    const action = formCall({ schema, run: async () => ({ kind: "done" }) as const, answers: { done: () => reply({ said: "" }, 200) } });
    expect(await outcomeOf(async () => action({ request: post([]), context: await contextFor(null) }))).toEqual({ thrown: 400 });
  });

  it("fails the typecheck when a kind of the union has no answer", () => {
    formCall({
      schema,
      run: async (): Promise<Flow> => ({ kind: "quiet" }),
      // @ts-expect-error "gone" is a kind of the flow's union without an answer
      answers: {
        quiet: () => reply({ said: "" }, 200),
        loud: () => reply({ said: "" }, 200),
      },
    });
  });
});

describe("formUserCall: the player, then the guard, then the form", () => {
  const spec = (guard: () => void) =>
    formUserCall({
      guard,
      schema,
      invalid: () => reply({ refused: [] }, 400),
      run: async ({ auth }) => ({ kind: "done", user: auth.user.id }) as const,
      answers: { done: ({ user }) => reply({ said: String(user) }, 200) },
    });

  it("answers 401 without a session before the guard and before the form is judged", async () => {
    const guard = vi.fn();
    expect(await outcomeOf(async () => spec(guard)({ request: post([["word", "x"]]), context: await contextFor(null) }))).toEqual({
      thrown: 401,
    });
    expect(guard).not.toHaveBeenCalled();
  });

  it("lets the guard refuse (403) before a bad form's 400", async () => {
    const refuse = () => {
      throw new Response(null, { status: 403 });
    };
    expect(await outcomeOf(async () => spec(refuse)({ request: post([["word", "x"]]), context: await contextFor(ALICE) }))).toEqual({
      thrown: 403,
      location: null,
    });
  });

  it("runs the flow for the signed-in player", async () => {
    expect(
      await outcomeOf(async () => spec(() => {})({ request: post([["word", "hi"]]), context: await contextFor(ALICE) })),
    ).toMatchObject({ data: { said: "7" }, status: 200 });
  });

  it("answers a page's own way without a session (the daily's login redirect)", async () => {
    const action = formUserCall({
      signedOut: () => {
        throw new Response(null, { status: 302, headers: { Location: "/de/authentifizierung" } });
      },
      schema: NO_FIELDS,
      run: async () => ({ kind: "done" }) as const,
      answers: { done: () => reply({ said: "" }, 200) },
    });
    expect(await outcomeOf(async () => action({ request: post([]), context: await contextFor(null) }))).toEqual({
      thrown: 302,
      location: "/de/authentifizierung",
    });
  });
});

describe("the forms as the pages read them", () => {
  const echo = (name: string) =>
    formCall({
      schema: NO_FIELDS,
      run: async ({ form }) => ({ kind: "read", value: String(form.get("word")) }) as const,
      answers: { read: ({ value }) => reply({ said: `${name}:${value}` }, 200) },
    });

  it("dispatches on `intent` (first or last value), anything else is the fallback, and reads the body once", async () => {
    const first = formIntents("a", { a: echo("a"), b: echo("b") });
    const last = formIntents("a", { a: echo("a"), b: echo("b") }, "last");
    const context = await contextFor(null);
    const twice: [string, string][] = [
      ["intent", "b"],
      ["intent", "a"],
      ["word", "w"],
    ];
    expect(await outcomeOf(() => first({ request: post(twice), context }))).toMatchObject({ data: { said: "b:w" } });
    expect(await outcomeOf(() => last({ request: post(twice), context }))).toMatchObject({ data: { said: "a:w" } });
    expect(await outcomeOf(() => first({ request: post([["intent", "toString"]]), context }))).toMatchObject({ data: { said: "a:null" } });
  });

  it("does not let Conform judge a form whose fields the flow reads itself (NO_FIELDS)", async () => {
    const context = await contextFor(null);
    const odd = post([
      ["__intent__", "validate"],
      ["word", "w"],
    ]);
    expect(await outcomeOf(() => echo("x")({ request: odd, context }))).toMatchObject({ data: { said: "x:w" }, status: 200 });
  });

  it("parses the fields `input` picks instead of the form (one value of a repeated field)", async () => {
    const action = formCall({
      schema,
      input: (form) => ({ word: form.getAll("word").at(-1) }),
      run: async ({ input }) => ({ kind: "read", word: input.word }) as const,
      answers: { read: ({ word }) => reply({ said: word }, 200) },
    });
    const repeated = post([
      ["word", "x"],
      ["word", "hello"],
    ]);
    expect(await outcomeOf(async () => action({ request: repeated, context: await contextFor(null) }))).toMatchObject({
      data: { said: "hello" },
    });
  });
});
