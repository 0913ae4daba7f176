import type { Db } from "../db/client.server.ts";
import type { AppEnv } from "../env.server.ts";
import { MailChannelsMailer, OutboxMailer, type Mailer } from "../clients/mailer.server.ts";
import { D1OutboxStore } from "./outbox.server.ts";

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
