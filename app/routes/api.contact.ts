import { CONTACT_BODY_LIMIT_BYTES, type BodyLimitHandle } from "../lib/http/body-limits.ts";
import { apiJson, formFields } from "../lib/http/api.server.ts";
import { apiCall, methodNotAllowed } from "../middleware/api-request.server.ts";
import { contactSchema } from "../contact/contact-schema.ts";
import { contactDeps, sendContact } from "../contact/contact.server.ts";

// A message of up to 4,000 characters, form-encoded, needs more room than a form usually takes.
export const handle = { bodyLimit: CONTACT_BODY_LIMIT_BYTES } satisfies BodyLimitHandle;

export const loader = methodNotAllowed;

/**
 * POST /api/contact (SPEC §7): name, email, subject, message (a form body) → the success message.
 * The message is stored and mailed to the operator with the sender as reply-to.
 */
export const action = apiCall({
  method: "POST",
  schema: contactSchema,
  input: ({ request }) => formFields(request),
  storage: "contact message",
  run: ({ db, env, now, input, client, locale }) => sendContact(contactDeps(db, env, now), input, client, locale),
  answers: {
    ignored: (_, { t }) => apiJson({ success: true, message: t("contactPage.sentAnonymous") }),
    sent: (outcome, { t }) => apiJson({ success: true, message: t("contactPage.sent", { email: outcome.email }) }),
  },
});
