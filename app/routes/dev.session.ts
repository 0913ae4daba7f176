import type { Route } from "./+types/dev.session";
import { z } from "zod";
import { appContext } from "../context.server.ts";
import { apiError, apiJson, formFields, localizeErrors } from "../lib/http/api.server.ts";
import { emailField, passwordField } from "../accounts/account-schema.ts";
import { fieldErrors } from "../lib/http/field-errors.ts";
import { assertDevelopment } from "../lib/security/dev-only.server.ts";
import { startSessionWithNewPassword } from "../accounts/sessions.server.ts";
import { apiRequest, methodNotAllowed } from "../middleware/api-request.server.ts";
import { hashPassword } from "../accounts/password.server.ts";
import { authCookie } from "../accounts/request-session.server.ts";

const devSessionSchema = z.object({ email: emailField, password: passwordField });

/**
 * Development only: POST /dev/session with `email` and `password` signs that player in at once,
 * creating the account when it is new, exactly as a redeemed e-mail code does (same batch, same
 * session cookie). The end-to-end journeys that are not about signing in start from here; the
 * account journeys still go through the captcha and the mailed code. Guarded like the other
 * inspectors (development and a loopback host), which already hand out every login code.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(appContext);
  assertDevelopment(env, request);
  const { t, db, now } = apiRequest({ request, context }, "POST");
  const parsed = devSessionSchema.safeParse(await formFields(request));
  if (!parsed.success) return apiError(400, t("api.badRequest"), localizeErrors(t, fieldErrors(parsed.error)));
  const session = await startSessionWithNewPassword(
    db,
    { email: parsed.data.email, passwordHash: await hashPassword(parsed.data.password), device: "dev-session" },
    now,
  );
  return apiJson({ success: true, userId: session.userId }, 200, { "Set-Cookie": authCookie(session.token) });
}

export const loader = methodNotAllowed;
