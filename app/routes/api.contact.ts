import type { Route } from "./+types/api.contact";
import { CONTACT_BODY_LIMIT_BYTES, type BodyLimitHandle } from "../lib/http/body-limits.ts";
import { appContext } from "../context.server.ts";
import { apiError, apiJson, clientOf, formFields, localizeErrors, tooMany } from "../lib/http/api.server.ts";
import { apiRequest, methodNotAllowed, withStorage } from "../middleware/api-request.server.ts";
import { contactDeps, sendContact } from "../contact/contact.server.ts";

// A message of up to 4,000 characters, form-encoded, needs more room than a form usually takes.
export const handle = { bodyLimit: CONTACT_BODY_LIMIT_BYTES } satisfies BodyLimitHandle;

export const loader = methodNotAllowed;

/**
 * POST /api/contact (SPEC §7): name, email, subject, message (a form body) → the success message.
 * The message is stored and mailed to the operator with the sender as reply-to.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { t, db, now } = apiRequest({ request, context }, "POST");
  const { env } = context.get(appContext);
  const locale = context.get(appContext).locale;
  const fields = await formFields(request);
  return withStorage(t, "contact message", async () => {
    const outcome = await sendContact(contactDeps(db, env, now), fields, clientOf(request), locale);
    switch (outcome.kind) {
      case "invalid":
        return apiError(400, t("api.badRequest"), localizeErrors(t, outcome.errors));
      case "rate-limited":
        return tooMany(t, outcome.retryAfter);
      case "ignored":
        return apiJson({ success: true, message: t("contactPage.sentAnonymous") });
      case "sent":
        return apiJson({ success: true, message: t("contactPage.sent", { email: outcome.email }) });
    }
  });
}
