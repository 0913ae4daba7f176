import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  MAILCHANNELS_BASE_URL,
  MailChannelsMailer,
  MAILCHANNELS_SEND_TIMEOUT_MS,
  MailError,
  mayHaveBeenSent,
  MemoryOutboxStore,
  OutboxMailer,
  type MailMessage,
  type OutboxEntry,
  type OutboxStore,
} from "./mailer.server.ts";

const MESSAGE: MailMessage = {
  to: "spieler@example.org",
  subject: "Dein Anmeldecode für die Sudoku-Oase",
  text: "Code: ABCDEF",
  html: "<p>Code: <b>ABCDEF</b></p>",
  locale: "de",
};
const FROM = { email: "noreply@sudoku-oase.example", name: "Sudoku-Oase" };
const API_KEY = "test-key-123";

interface Seen {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage["headers"];
  body: string;
}

/** A stand-in for api.mailchannels.net: records each request and answers as told. */
class StandIn {
  readonly seen: Seen[] = [];
  reply: { status: number; body: string } = { status: 202, body: "" };
  /** How long the stand-in works on a request before it answers (a slow synchronous send). */
  delayMs = 0;
  private server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      this.seen.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      const { status, body } = this.reply;
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(status, { "content-type": "application/json" });
        res.end(body);
      }, this.delayMs);
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/tx/v1`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve, reject) => this.server.close((error) => (error ? reject(error) : resolve())));
  }
}

async function caught(promise: Promise<unknown>): Promise<MailError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(MailError);
    return error as MailError;
  }
  throw new Error("expected a MailError");
}

describe("MailChannelsMailer against a local stand-in", () => {
  const standIn = new StandIn();
  let baseUrl = "";

  beforeAll(async () => {
    baseUrl = await standIn.start();
  });
  afterAll(() => standIn.stop());
  afterEach(() => {
    standIn.seen.length = 0;
    standIn.reply = { status: 202, body: "" };
    standIn.delayMs = 0;
  });

  it("posts the documented request and resolves on 202", async () => {
    const mailer = new MailChannelsMailer({ apiKey: API_KEY, from: FROM, baseUrl: `${baseUrl}/` });
    await expect(mailer.send(MESSAGE)).resolves.toBeUndefined();

    expect(standIn.seen).toHaveLength(1);
    const request = standIn.seen[0]!;
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/tx/v1/send");
    expect(request.headers["x-api-key"]).toBe(API_KEY);
    expect(request.headers["content-type"]).toMatch(/^application\/json\b/);
    expect(JSON.parse(request.body)).toEqual({
      personalizations: [{ to: [{ email: MESSAGE.to }] }],
      from: FROM,
      subject: MESSAGE.subject,
      content: [
        { type: "text/plain", value: MESSAGE.text },
        { type: "text/html", value: MESSAGE.html },
      ],
      tracking_settings: { click_tracking: { enable: false }, open_tracking: { enable: false } },
    });
  });

  it("sends a reply-to address as MailChannels' top-level reply_to, and refuses a malformed one unsent", async () => {
    const mailer = new MailChannelsMailer({ apiKey: API_KEY, from: FROM, baseUrl });
    await mailer.send({ ...MESSAGE, replyTo: "visitor@example.org" });
    expect(JSON.parse(standIn.seen[0]!.body).reply_to).toEqual({ email: "visitor@example.org" });
    const error = await caught(mailer.send({ ...MESSAGE, replyTo: "visitor@example.org\r\nBcc: x@y.z" }));
    expect(error.message).toBe("Invalid reply-to address");
    expect(standIn.seen).toHaveLength(1);
  });

  // MailChannels' reference: 202 is the only success; 200 answers `?dry-run=true` and sends nothing.
  it.each([
    [400, '{"errors":["personalizations.0.to.0.email: must be a valid email"]}', false, false],
    [401, "Unauthorized", false, false],
    [403, "Forbidden", false, false],
    [413, "too large", false, false],
    [429, "slow down", true, false],
    [500, "internal", true, false],
    [502, "bad gateway", true, false],
    [503, "unavailable", true, false],
    [504, "gateway timeout", false, true],
    [200, '{"data":["dry run"]}', false, false],
    [201, "created", false, true],
  ])("turns HTTP %i into a MailError (retryable %s, maybe sent %s)", async (status, body, retryable, maybeSent) => {
    standIn.reply = { status, body };
    const mailer = new MailChannelsMailer({ apiKey: API_KEY, from: FROM, baseUrl });
    const error = await caught(mailer.send(MESSAGE));
    expect(error.status).toBe(status);
    expect(error.retryable).toBe(retryable);
    expect(error.maybeSent).toBe(maybeSent);
    expect(mayHaveBeenSent(error)).toBe(maybeSent);
    expect(error.message).toContain(String(status));
    expect(error.message).toContain(body.slice(0, 20));
    expect(error.message).not.toContain(API_KEY);
    expect(standIn.seen).toHaveLength(1);
  });

  it("says of a 200 that it was a dry run and nothing was sent", async () => {
    standIn.reply = { status: 200, body: "{}" };
    const error = await caught(new MailChannelsMailer({ apiKey: API_KEY, from: FROM, baseUrl }).send(MESSAGE));
    expect(error.message).toMatch(/dry run: nothing was sent/);
  });

  it("reports a send that MailChannels accepts only after the timeout as maybe sent, never retryable", async () => {
    standIn.delayMs = 300;
    const mailer = new MailChannelsMailer({ apiKey: API_KEY, from: FROM, baseUrl, timeoutMs: 50 });
    const error = await caught(mailer.send(MESSAGE));
    expect(error.maybeSent).toBe(true);
    expect(error.retryable).toBe(false);
    expect(error.status).toBeUndefined();
    expect(error.message).toMatch(/may have been sent \(TimeoutError/);
    expect(standIn.seen).toHaveLength(1);
  });

  it("keeps only a short excerpt of a long error body", async () => {
    standIn.reply = { status: 400, body: "x".repeat(5000) };
    const error = await caught(new MailChannelsMailer({ apiKey: API_KEY, from: FROM, baseUrl }).send(MESSAGE));
    expect(error.message.length).toBeLessThan(300);
  });

  it("reports a server that refuses the connection as retryable: nothing left, so nothing was sent", async () => {
    const gone = new StandIn();
    const goneUrl = await gone.start();
    await gone.stop();
    const error = await caught(new MailChannelsMailer({ apiKey: API_KEY, from: FROM, baseUrl: goneUrl }).send(MESSAGE));
    expect(error.retryable).toBe(true);
    expect(error.maybeSent).toBe(false);
    expect(error.status).toBeUndefined();
    expect(error.cause).toBeDefined();
  });
});

describe("MailChannelsMailer without a network", () => {
  it("defaults to the production endpoint and uses the injected fetch", async () => {
    const calls: string[] = [];
    const fakeFetch: typeof fetch = async (input) => {
      calls.push(String(input));
      return new Response(null, { status: 202 });
    };
    await new MailChannelsMailer({ apiKey: API_KEY, from: FROM, fetch: fakeFetch }).send(MESSAGE);
    expect(MAILCHANNELS_BASE_URL).toBe("https://api.mailchannels.net/tx/v1");
    expect(calls).toEqual(["https://api.mailchannels.net/tx/v1/send"]);
  });

  it("gives up after the timeout with a maybe-sent error, since the request went out", async () => {
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)));
    const mailer = new MailChannelsMailer({ apiKey: API_KEY, from: FROM, fetch: hanging, timeoutMs: 20 });
    const error = await caught(mailer.send(MESSAGE));
    expect(error.retryable).toBe(false);
    expect(error.maybeSent).toBe(true);
    expect(error.message).toMatch(/TimeoutError/);
  });

  it("waits long enough for a slow synchronous send by default", async () => {
    let signal: AbortSignal | undefined;
    const fakeFetch: typeof fetch = async (_input, init) => {
      signal = init?.signal ?? undefined;
      return new Response(null, { status: 202 });
    };
    await new MailChannelsMailer({ apiKey: API_KEY, from: FROM, fetch: fakeFetch }).send(MESSAGE);
    expect(MAILCHANNELS_SEND_TIMEOUT_MS).toBeGreaterThanOrEqual(20_000);
    expect(signal?.aborted).toBe(false);
  });

  it("treats a connection lost after sending (the runtime's generic network error) as maybe sent", async () => {
    const lost: typeof fetch = async () => {
      throw new TypeError("Network connection lost.");
    };
    const error = await caught(new MailChannelsMailer({ apiKey: API_KEY, from: FROM, fetch: lost }).send(MESSAGE));
    expect(error.maybeSent).toBe(true);
    expect(error.retryable).toBe(false);
  });

  it("never calls a maybe-sent error retryable, whatever its maker says", () => {
    const error = new MailError("x", { retryable: true, maybeSent: true });
    expect(error.retryable).toBe(false);
    expect(mayHaveBeenSent(error)).toBe(true);
    expect(mayHaveBeenSent(new Error("x"))).toBe(false);
  });

  it.each(["", "no-at-sign", "a b@example.org", "x@y\r\nBcc: evil@example.org"])("refuses recipient %j without calling out", async (to) => {
    let called = false;
    const fakeFetch: typeof fetch = async () => {
      called = true;
      return new Response(null, { status: 202 });
    };
    const error = await caught(new MailChannelsMailer({ apiKey: API_KEY, from: FROM, fetch: fakeFetch }).send({ ...MESSAGE, to }));
    expect(error.retryable).toBe(false);
    expect(called).toBe(false);
  });

  it("needs an API key", () => {
    expect(() => new MailChannelsMailer({ apiKey: "", from: FROM })).toThrow();
  });
});

describe("OutboxMailer", () => {
  it("stores every message with id and time, newest first", async () => {
    const store = new MemoryOutboxStore();
    let clock = 1_000;
    let id = 0;
    const mailer = new OutboxMailer(store, { now: () => clock++, newId: () => `m${++id}` });
    await mailer.send(MESSAGE);
    await mailer.send({ ...MESSAGE, to: "other@example.org", locale: "en" });

    const all = await store.list(10);
    expect(all.map((m) => [m.id, m.to, m.createdAt, m.locale])).toEqual([
      ["m2", "other@example.org", 1001, "en"],
      ["m1", MESSAGE.to, 1000, "de"],
    ]);
    expect(all[1]).toEqual({ id: "m1", createdAt: 1000, replyTo: null, ...MESSAGE });
    expect(await store.list(1)).toHaveLength(1);
    expect(await store.list(0)).toEqual([]);
  });

  it("uses random UUIDs by default and stamps mail with the clock it is given", async () => {
    const store = new MemoryOutboxStore();
    await new OutboxMailer(store, { now: () => 1_764_000_000_000 }).send(MESSAGE);
    const [entry] = await store.list(1);
    expect(entry?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(entry?.createdAt).toBe(1_764_000_000_000);
  });

  it("keeps equal timestamps in insertion order, newest first", async () => {
    const store = new MemoryOutboxStore();
    const mailer = new OutboxMailer(store, { now: () => 5 });
    for (const subject of ["a", "b", "c"]) await mailer.send({ ...MESSAGE, subject });
    expect((await store.list(3)).map((m) => m.subject)).toEqual(["c", "b", "a"]);
  });

  it("hands out copies, so callers cannot change what was sent", async () => {
    const store = new MemoryOutboxStore();
    await new OutboxMailer(store, { now: () => 5 }).send(MESSAGE);
    (await store.list(1))[0]!.subject = "changed";
    expect((await store.list(1))[0]?.subject).toBe(MESSAGE.subject);
  });

  it("wraps a failing store in a retryable MailError", async () => {
    const broken: OutboxStore = {
      add: async (_entry: OutboxEntry) => {
        throw new Error("D1_ERROR: no such table: dev_outbox");
      },
      list: async () => [],
    };
    const error = await caught(new OutboxMailer(broken, { now: () => 5 }).send(MESSAGE));
    expect(error.retryable).toBe(true);
    expect((error.cause as Error).message).toContain("dev_outbox");
  });
});
