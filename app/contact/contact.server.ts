import {
  CONTACT_PER_EMAIL,
  CONTACT_PER_IP,
  CONTACT_RETENTION_DAYS,
  CONTACT_SITEWIDE,
  SITEWIDE,
  type RateLimitRule,
} from "../config/limits.ts";
import type { Locale } from "../config/site-routes.ts";
import type { Db } from "../db/client.server.ts";
import type { Client } from "../lib/http/api.server.ts";
import { CONTACT_HONEYPOT, type ContactInput } from "./contact-schema.ts";
import { markContactMessageMailed, pruneContactMessages, storeContactMessage } from "./contact-messages.server.ts";
import { hit } from "../rate-limits/rate-limits.server.ts";
import { contactMail } from "../mail/mail-templates.server.ts";
import type { AppEnv } from "../env.server.ts";
import { mailerFor } from "../mail/mail-setup.server.ts";
import type { Mailer } from "../clients/mailer.server.ts";

// The contact form's one flow (SPEC §5, §7 `POST /api/contact`), for the JSON call and the page
// form alike: validate, limit, store, then mail the operator. The message is stored before the
// mail goes out, so a failed mail loses nothing: the operator log says so, the visitor is told
// the message arrived (it did).

export interface ContactDeps {
  db: Db;
  mailer: Mailer;
  /** The operator's address (CONTACT_EMAIL). */
  operatorEmail: string;
  now: Date;
}

export type ContactOutcome =
  | { kind: "sent"; id: number; email: string; mailed: boolean }
  /** The honeypot was filled: a bot. It is answered like a success and nothing is kept. */
  | { kind: "ignored" }
  | { kind: "rate-limited"; retryAfter: number };

const BERLIN_DATE_TIME = new Intl.DateTimeFormat("de-DE", { timeZone: "Europe/Berlin", dateStyle: "medium", timeStyle: "short" });

/** The dependencies a request builds: the environment's mailer and operator address. */
export function contactDeps(db: Db, env: AppEnv, now: Date): ContactDeps {
  return { db, mailer: mailerFor(env, db, now), operatorEmail: env.CONTACT_EMAIL, now };
}

/** A message its adapter (page form or JSON call) parsed with contactSchema. */
export async function sendContact(
  { db, mailer, operatorEmail, now }: ContactDeps,
  input: ContactInput,
  client: Client,
  locale: Locale,
): Promise<ContactOutcome> {
  if (input[CONTACT_HONEYPOT]) {
    console.warn("contact: honeypot filled, message dropped");
    return { kind: "ignored" };
  }
  const checks: [RateLimitRule, string][] = [
    [CONTACT_PER_IP, client.ip],
    [CONTACT_PER_EMAIL, input.email],
    [CONTACT_SITEWIDE, SITEWIDE],
  ];
  for (const [rule, subject] of checks) {
    const result = await hit(db, rule, subject, now);
    if (!result.allowed) return { kind: "rate-limited", retryAfter: result.retryAfter };
  }
  const message = { locale, name: input.name, email: input.email, subject: input.subject, message: input.message };
  const id = await storeContactMessage(db, message, now);
  let mailed = false;
  try {
    const mail = contactMail({ ...message, id, locale, sentAt: BERLIN_DATE_TIME.format(now) });
    await mailer.send({ ...mail, to: operatorEmail, locale: "de", replyTo: input.email });
    await markContactMessageMailed(db, id, now);
    mailed = true;
  } catch (error) {
    // The operator's problem, not the visitor's: the message is stored (contact_messages, mailed_at null).
    console.error(`contact: message ${id} stored, but the mail to the operator failed`, error);
  }
  return { kind: "sent", id, email: input.email, mailed };
}

/** Housekeeping: messages older than the retention period (privacy page) go. */
export async function pruneContact(db: Db, now: Date): Promise<number> {
  return pruneContactMessages(db, new Date(now.getTime() - CONTACT_RETENTION_DAYS * 24 * 60 * 60 * 1000));
}
