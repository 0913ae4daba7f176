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
  /** True when the same message may succeed later (network, 429, 5xx); the caller decides. */
  retryable: boolean;
  status?: number;
  cause?: unknown;
}

export class MailError extends Error {
  override readonly name = "MailError";
  readonly retryable: boolean;
  readonly status: number | undefined;

  constructor(message: string, options: MailErrorOptions) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.retryable = options.retryable;
    this.status = options.status;
  }
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
const DEFAULT_TIMEOUT_MS = 10_000;

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
        signal: AbortSignal.timeout(this.config.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch (cause) {
      const reason = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
      throw new MailError(`MailChannels unreachable (${reason})`, { retryable: true, cause });
    }

    if (response.status === 202) {
      await response.body?.cancel();
      return;
    }
    const text = await response.text().catch(() => "");
    throw new MailError(`MailChannels answered HTTP ${response.status}: ${excerpt(text) || response.statusText}`, {
      retryable: response.status === 429 || response.status >= 500,
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
