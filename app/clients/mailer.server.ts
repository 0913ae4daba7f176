// Outgoing mail behind one interface: MailChannels in production, a D1 outbox in development
// and tests (DESIGN §5, §8), so the routes never know which one they talk to.

export type MailLocale = "de" | "en";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  locale: MailLocale;
  /** Where a reply goes instead of the sender (the contact form: the visitor who wrote). */
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailErrorOptions {
  /**
   * True only when the provider certainly did not take the message and the same message may
   * succeed later (refused connection, 429, a 5xx the reference calls transient).
   */
  retryable: boolean;
  /**
   * True when the provider may have accepted the message although the send failed here (a timeout
   * or a broken connection after the request went out, a gateway timeout): sending it again could
   * deliver it twice, so nothing resends it automatically. Never retryable.
   */
  maybeSent?: boolean;
  status?: number;
  cause?: unknown;
}

export class MailError extends Error {
  override readonly name = "MailError";
  readonly retryable: boolean;
  readonly maybeSent: boolean;
  readonly status: number | undefined;

  constructor(message: string, options: MailErrorOptions) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.maybeSent = options.maybeSent ?? false;
    this.retryable = options.retryable && !this.maybeSent;
    this.status = options.status;
  }
}

/** Whether a failed send may still have gone out: its caller must not send it again by itself. */
export function mayHaveBeenSent(error: unknown): boolean {
  return error instanceof MailError && error.maybeSent;
}

/** Recipients come from validated input, but a mailer must not trust its callers with headers. */
function checkRecipient(to: string, what = "recipient"): void {
  if (to.length > 254 || !/^[^\s@]+@[^\s@]+$/.test(to)) {
    throw new MailError(`Invalid ${what} address`, { retryable: false });
  }
}

// --- MailChannels ---------------------------------------------------------------------------

export const MAILCHANNELS_BASE_URL = "https://api.mailchannels.net/tx/v1";
const BODY_EXCERPT_CHARS = 200;
/**
 * POST /send answers only once MailChannels has processed the message, which can take seconds
 * (the reference offers /send-async for callers that cannot wait). A send cut off earlier may
 * still go out, so the limit is generous: long enough for a slow synchronous send, short enough
 * that a visitor waiting for a code mail gets an answer.
 */
export const MAILCHANNELS_SEND_TIMEOUT_MS = 30_000;

/**
 * What an answer of POST /tx/v1/send means, from MailChannels' reference ("Send an Email":
 * 200 only for `?dry-run=true`, 202 success, 400, 403, 413, 500, 502; "Errors": 500 and 502 are
 * transient and retried with backoff, 400/403/413 need a changed request). 429 and 503 are not in
 * the reference; by HTTP they say the request was not processed. A gateway timeout (504, and
 * Cloudflare's 524) says the request reached a backend that did not answer in time: it may be sent.
 */
export type SendAnswer = "accepted" | "dry-run" | "not-sent" | "not-sent-transient" | "maybe-sent";

export function sendAnswerOf(status: number): SendAnswer {
  if (status === 202) return "accepted";
  if (status === 200) return "dry-run";
  // Any other 2xx is outside the reference, but it says the request was taken.
  if (status >= 200 && status < 300) return "maybe-sent";
  if (status === 504 || status === 524) return "maybe-sent";
  if (status === 429 || status >= 500) return "not-sent-transient";
  return "not-sent";
}

/**
 * Connection errors that happen before any byte of the request left (Node's codes, as tests and
 * local scripts see them). Everything else, including the Workers runtime's generic "network
 * connection lost", may come after the request was sent, so it counts as maybe sent.
 */
const REFUSED_BEFORE_SENDING = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN"]);

function refusedBeforeSending(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Object && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && REFUSED_BEFORE_SENDING.has(code)) return true;
  }
  return false;
}

export interface MailChannelsConfig {
  apiKey: string;
  from: { email: string; name: string };
  /** Without trailing `/send`; tests point it at a local stand-in. */
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

function excerpt(body: string): string {
  const flat = body.replace(/\s+/g, " ").trim();
  return flat.length > BODY_EXCERPT_CHARS ? `${flat.slice(0, BODY_EXCERPT_CHARS)}…` : flat;
}

export class MailChannelsMailer implements Mailer {
  private readonly endpoint: string;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly config: MailChannelsConfig) {
    if (!config.apiKey) throw new Error("MailChannelsMailer needs an API key");
    this.endpoint = `${(config.baseUrl ?? MAILCHANNELS_BASE_URL).replace(/\/+$/, "")}/send`;
    // Wrapped because Workers throws "Illegal invocation" when fetch is called detached from
    // globalThis, which `this.fetchImpl(...)` would do.
    this.fetchImpl = config.fetch ?? ((input, init) => fetch(input, init));
  }

  async send(message: MailMessage): Promise<void> {
    checkRecipient(message.to);
    if (message.replyTo !== undefined) checkRecipient(message.replyTo, "reply-to");
    const body = {
      personalizations: [{ to: [{ email: message.to }] }],
      from: { email: this.config.from.email, name: this.config.from.name },
      ...(message.replyTo === undefined ? {} : { reply_to: { email: message.replyTo } }),
      subject: message.subject,
      content: [
        { type: "text/plain", value: message.text },
        { type: "text/html", value: message.html },
      ],
      // Explicit, so an account-level default cannot add a tracking pixel or rewrite links
      // in a mail that carries a login code.
      tracking_settings: { click_tracking: { enable: false }, open_tracking: { enable: false } },
    };

    let response: Response;
    try {
      response = await this.fetchImpl(this.endpoint, {
        method: "POST",
        headers: { "X-Api-Key": this.config.apiKey, "Content-Type": "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.config.timeoutMs ?? MAILCHANNELS_SEND_TIMEOUT_MS),
      });
    } catch (cause) {
      const reason = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
      if (refusedBeforeSending(cause)) {
        throw new MailError(`MailChannels unreachable, nothing sent (${reason})`, { retryable: true, cause });
      }
      throw new MailError(`MailChannels did not answer; the mail may have been sent (${reason})`, {
        retryable: false,
        maybeSent: true,
        cause,
      });
    }

    const answer = sendAnswerOf(response.status);
    if (answer === "accepted") {
      await response.body?.cancel();
      return;
    }
    const text = await response.text().catch(() => "");
    const detail = excerpt(text) || response.statusText;
    if (answer === "dry-run") {
      throw new MailError(`MailChannels answered HTTP 200, a dry run: nothing was sent (${detail})`, {
        retryable: false,
        status: 200,
      });
    }
    const suffix = answer === "maybe-sent" ? "; the mail may have been sent" : "";
    throw new MailError(`MailChannels answered HTTP ${response.status}: ${detail}${suffix}`, {
      retryable: answer === "not-sent-transient",
      maybeSent: answer === "maybe-sent",
      status: response.status,
    });
  }
}

// --- Development outbox ---------------------------------------------------------------------

export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  locale: MailLocale;
  replyTo: string | null;
  /** Epoch milliseconds. */
  createdAt: number;
}

/** Backed by the D1 table `dev_outbox` in development; in memory in unit tests. */
export interface OutboxStore {
  add(entry: OutboxEntry): Promise<void>;
  /** Newest first. */
  list(limit: number): Promise<OutboxEntry[]>;
}

export interface OutboxMailerOptions {
  /** The sender's clock: when a mail was caught (the request's or the job's instant). */
  now: () => number;
  newId?: () => string;
}

export class OutboxMailer implements Mailer {
  private readonly now: () => number;
  private readonly newId: () => string;

  constructor(
    private readonly store: OutboxStore,
    options: OutboxMailerOptions,
  ) {
    this.now = options.now;
    this.newId = options.newId ?? (() => crypto.randomUUID());
  }

  async send(message: MailMessage): Promise<void> {
    checkRecipient(message.to);
    if (message.replyTo !== undefined) checkRecipient(message.replyTo, "reply-to");
    const entry: OutboxEntry = {
      id: this.newId(),
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      locale: message.locale,
      replyTo: message.replyTo ?? null,
      createdAt: this.now(),
    };
    try {
      await this.store.add(entry);
    } catch (cause) {
      throw new MailError("Could not store the mail in the outbox", { retryable: true, cause });
    }
  }
}

export class MemoryOutboxStore implements OutboxStore {
  private readonly entries: OutboxEntry[] = [];

  async add(entry: OutboxEntry): Promise<void> {
    this.entries.push({ ...entry });
  }

  async list(limit: number): Promise<OutboxEntry[]> {
    const count = Math.max(0, Math.floor(limit));
    // Stable for equal timestamps: later insertions count as newer.
    return this.entries
      .map((entry, index) => ({ entry, index }))
      .sort((a, b) => b.entry.createdAt - a.entry.createdAt || b.index - a.index)
      .slice(0, count)
      .map(({ entry }) => ({ ...entry }));
  }
}
