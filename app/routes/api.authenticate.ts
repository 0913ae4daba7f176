import type { Route } from "./+types/api.authenticate";
import { appContext } from "../context.server.ts";
import { apiError, apiJson, clientOf, formFields, localizeErrors, tooMany } from "../lib/http/api.server.ts";
import { apiRequest, methodNotAllowed } from "../middleware/api-request.server.ts";
import { authCookie, clearCookies, EMAIL_SENT_COOKIE, LOGIN_TOKEN_COOKIE } from "../accounts/request-session.server.ts";
import { readCookie } from "../lib/http/cookies.ts";
import { authenticate } from "../accounts/login.server.ts";

/**
 * POST /api/authenticate (SPEC §7): the login token (field or cookie) and the 6-letter code
 * finish a new-password login: the account is created or its password replaced, and a session
 * starts. Five wrong codes void the login token.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { t } = apiRequest({ request, context }, "POST");
  const fields = await formFields(request);
  const outcome = await authenticate(
    context.get(appContext),
    {
      loginToken: fields.loginToken || readCookie(request.headers.get("Cookie"), LOGIN_TOKEN_COOKIE) || "",
      password: fields.password ?? "",
    },
    clientOf(request),
  );
  const headers = new Headers();
  const clearLogin = () => {
    for (const c of clearCookies([LOGIN_TOKEN_COOKIE, EMAIL_SENT_COOKIE])) headers.append("Set-Cookie", c);
  };
  switch (outcome.kind) {
    case "invalid":
      return apiError(400, t("api.badRequest"), localizeErrors(t, outcome.errors));
    case "rate-limited":
      return tooMany(t, outcome.retryAfter);
    case "code-failed":
      // A login token that can no longer succeed is cleared, so the form returns to page 1.
      if (outcome.reason !== "wrong") clearLogin();
      return apiJson(
        {
          success: false,
          message: t("auth.alert_otp_validation"),
          errors: { password: [t("auth.alert_otp_validation")] },
          reason: outcome.reason,
        },
        400,
        headers,
      );
    case "session":
      headers.append("Set-Cookie", authCookie(outcome.token));
      clearLogin();
      return apiJson(
        { success: true, authenticationToken: outcome.token, exp: Math.floor(outcome.expiresAt.getTime() / 1000) },
        200,
        headers,
      );
  }
}

export const loader = methodNotAllowed;
