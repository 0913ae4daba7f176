import { desc } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { devOutbox } from "../db/schema.ts";
import type { AppEnv } from "../env.server.ts";
import { MailChannelsMailer, OutboxMailer, type Mailer, type OutboxEntry, type OutboxStore } from "../clients/mailer.server.ts";

/** The development outbox in D1: every mail a local run sends, readable at /dev/outbox. */
export class D1OutboxStore implements OutboxStore {
  constructor(private readonly db: Db) {}

  async add(entry: OutboxEntry): Promise<void> {
    await this.db.insert(devOutbox).values(entry);
  }

  async list(limit: number): Promise<OutboxEntry[]> {
    const rows = await this.db.select().from(devOutbox).orderBy(desc(devOutbox.createdAt)).limit(limit);
    return rows.map((r) => ({ ...r, locale: r.locale === "en" ? "en" : "de" }));
  }
}

/**
 * Production sends through MailChannels; every other environment catches mail in the outbox,
 * stamped with `now` (the request's or the job's instant).
 */
export function mailerFor(env: AppEnv, db: Db, now: Date): Mailer {
  if (env.ENVIRONMENT === "production") {
    if (!env.MAILCHANNELS_API_KEY) throw new Error("MAILCHANNELS_API_KEY is not set");
    return new MailChannelsMailer({
      apiKey: env.MAILCHANNELS_API_KEY,
      from: { email: env.MAIL_FROM, name: "Sudoku-Oase" },
      baseUrl: env.MAILCHANNELS_BASE_URL,
    });
  }
  return new OutboxMailer(new D1OutboxStore(db), { now: () => now.getTime() });
}
