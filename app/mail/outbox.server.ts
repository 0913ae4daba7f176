import { desc } from "drizzle-orm";
import type { OutboxEntry, OutboxStore } from "../clients/mailer.server.ts";
import type { Db } from "../db/client.server.ts";
import { devOutbox } from "../db/schema.ts";

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
