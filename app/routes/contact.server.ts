import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { RouterContextProvider } from "react-router";
import { CONTACT_RETENTION_DAYS } from "../config/limits.ts";
import { appContext } from "../context.server.ts";
import { clientOf } from "../lib/http/api.server.ts";
import { readFormData } from "../lib/http/form-data.server.ts";
import { splitSections } from "../content/sections.ts";
import { CONTACT_HONEYPOT, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, CONTACT_SUBJECT_MAX, contactSchema } from "../contact/contact-schema.ts";
import { resources } from "../locales/index.ts";
import type { ContactTexts } from "../locales/de/contact-page.ts";
import { contentPage } from "./content-page.server.ts";
import { contactDeps, sendContact } from "../contact/contact.server.ts";

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

export async function contactPageAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ body: ContactActionData; status: number }> {
  const app = context.get(appContext);
  const { locale } = contentPage(context);
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: contactSchema });
  if (submission.status !== "success") return { body: { outcome: "invalid", result: submission.reply() }, status: 400 };
  const outcome = await sendContact(contactDeps(app.db, app.env, app.now), submission.value, clientOf(request), locale);
  switch (outcome.kind) {
    case "rate-limited":
      return {
        body: { outcome: "rate-limited", minutes: Math.max(1, Math.ceil(outcome.retryAfter / 60)), result: submission.reply() },
        status: 429,
      };
    case "ignored":
      return { body: { outcome: "sent", email: null }, status: 200 };
    case "sent":
      return { body: { outcome: "sent", email: outcome.email }, status: 200 };
  }
}
