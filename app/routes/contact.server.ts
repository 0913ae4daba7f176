import type { SubmissionResult } from "@conform-to/react";
import type { RouterContextProvider } from "react-router";
import { CONTACT_RETENTION_DAYS } from "../config/limits.ts";
import { splitSections } from "../content/sections.ts";
import { CONTACT_HONEYPOT, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, CONTACT_SUBJECT_MAX, contactSchema } from "../contact/contact-schema.ts";
import { resources } from "../locales/index.ts";
import type { ContactTexts } from "../locales/de/contact-page.ts";
import { contentPage } from "./content-page.server.ts";
import { contactDeps, sendContact } from "../contact/contact.server.ts";
import { formCall, type FormReply } from "../middleware/form-request.server.ts";

// The contact page's form adapter (the JSON adapter is routes/api.contact.ts): Conform's parse
// for the field messages the form shows, then the one flow in contact.server.ts.

export async function contactPageData(request: Request, context: Readonly<RouterContextProvider>) {
  const { doc, locale } = contentPage(context);
  const [intro = "", ...sections] = splitSections(doc.html);
  return {
    title: doc.title,
    lead: doc.lead,
    locale,
    intro,
    sections,
    texts: resources[locale].translation.contactPage satisfies ContactTexts,
    limits: { name: CONTACT_NAME_MAX, subject: CONTACT_SUBJECT_MAX, message: CONTACT_MESSAGE_MAX },
    retentionDays: CONTACT_RETENTION_DAYS,
    honeypot: CONTACT_HONEYPOT,
  };
}

export type ContactActionData =
  | { outcome: "invalid"; result: SubmissionResult<string[]> }
  | { outcome: "rate-limited"; minutes: number; result: SubmissionResult<string[]> }
  | { outcome: "sent"; email: string | null };

const reply = (body: ContactActionData, status: number): FormReply<ContactActionData> => ({ body, status });

/** The form post: the one flow (contact.server.ts), answered with the page's data. */
export const contactPageAction = formCall({
  schema: contactSchema,
  invalid: (submission) => reply({ outcome: "invalid", result: submission.reply() }, 400),
  run: ({ db, env, now, input, client, locale }) => sendContact(contactDeps(db, env, now), input, client, locale),
  answers: {
    "rate-limited": (outcome, { submission }) =>
      reply({ outcome: "rate-limited", minutes: Math.max(1, Math.ceil(outcome.retryAfter / 60)), result: submission.reply() }, 429),
    ignored: () => reply({ outcome: "sent", email: null }, 200),
    sent: (outcome) => reply({ outcome: "sent", email: outcome.email }, 200),
  },
});
