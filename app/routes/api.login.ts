import { apiError, apiJson, formFields, localizeErrors } from "../lib/http/api.server.ts";
import { apiCall, methodNotAllowed } from "../middleware/api-request.server.ts";
import { authCookie, loginCookies } from "../accounts/request-session.server.ts";
import { loginFormSchema } from "../accounts/account-forms.ts";
import { login } from "../accounts/login.server.ts";

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * POST /api/login (SPEC §7). Without new-password mode: e-mail and password → a session.
 * With it: e-mail, new password and captcha → a 6-letter code by e-mail and a login token for
 * /api/authenticate. Unknown e-mail and wrong password get the same answer in the same time.
 */
export const action = apiCall({
  method: "POST",
  schema: loginFormSchema,
  input: ({ request }) => formFields(request),
  storage: null,
  run: ({ db, env, now, input, client, locale }) => login({ db, env, now }, input, client, locale),
  answers: {
    // A common password: the one check the browser's schema cannot make.
    invalid: (outcome, { t }) => apiError(400, t("api.badRequest"), localizeErrors(t, outcome.errors)),
    "wrong-password": (_, { t }) => apiError(401, t("auth.alert_wrong_password"), { password: [t("auth.alert_wrong_password")] }),
    "captcha-failed": (_, { t }) =>
      apiError(400, t("auth.alert_captcha_validation"), { captchaValue: [t("auth.alert_captcha_validation")] }),
    "mail-failed": (_, { t }) => apiError(503, t("auth.mailFailed")),
    session: (outcome) =>
      apiJson({ success: true, authenticationToken: outcome.token, exp: epoch(outcome.expiresAt) }, 200, {
        "Set-Cookie": authCookie(outcome.token),
      }),
    "code-sent": (outcome, { now }) => {
      const headers = new Headers();
      for (const c of loginCookies(outcome.loginToken, now)) headers.append("Set-Cookie", c);
      return apiJson({ success: true, loginToken: outcome.loginToken, exp: epoch(outcome.expiresAt) }, 200, headers);
    },
  },
});

export const loader = methodNotAllowed;
