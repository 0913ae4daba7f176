import { apiJson, formFields } from "../lib/http/api.server.ts";
import { apiCall, methodNotAllowed } from "../middleware/api-request.server.ts";
import { authCookie, clearCookies, EMAIL_SENT_COOKIE, LOGIN_TOKEN_COOKIE } from "../accounts/request-session.server.ts";
import { authenticateSchema } from "../accounts/account-schema.ts";
import { readCookie } from "../lib/http/cookies.ts";
import { authenticate } from "../accounts/login.server.ts";

/** The login cookies of page 1 go once the login token is used up. */
function withLoginCleared(headers = new Headers()): Headers {
  for (const c of clearCookies([LOGIN_TOKEN_COOKIE, EMAIL_SENT_COOKIE])) headers.append("Set-Cookie", c);
  return headers;
}

/**
 * POST /api/authenticate (SPEC §7): the login token (field or cookie) and the 6-letter code
 * finish a new-password login: the account is created or its password replaced, and a session
 * starts. Five wrong codes void the login token.
 */
export const action = apiCall({
  method: "POST",
  schema: authenticateSchema,
  input: async ({ request }) => {
    const fields = await formFields(request);
    return {
      loginToken: fields.loginToken || readCookie(request.headers.get("Cookie"), LOGIN_TOKEN_COOKIE) || "",
      password: fields.password ?? "",
    };
  },
  storage: null,
  run: ({ db, env, now, input, client }) => authenticate({ db, env, now }, input, client),
  answers: {
    "code-failed": (outcome, { t }) =>
      apiJson(
        {
          success: false,
          message: t("auth.alert_otp_validation"),
          errors: { password: [t("auth.alert_otp_validation")] },
          reason: outcome.reason,
        },
        400,
        // A login token that can no longer succeed is cleared, so the form returns to page 1.
        outcome.reason !== "wrong" ? withLoginCleared() : new Headers(),
      ),
    session: (outcome) => {
      const headers = new Headers();
      headers.append("Set-Cookie", authCookie(outcome.token));
      return apiJson(
        { success: true, authenticationToken: outcome.token, exp: Math.floor(outcome.expiresAt.getTime() / 1000) },
        200,
        withLoginCleared(headers),
      );
    },
  },
});

export const loader = methodNotAllowed;
