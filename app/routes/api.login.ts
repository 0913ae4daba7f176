import type { Route } from "./+types/api.login";
import { appContext } from "../context.server.ts";
import { apiError, apiJson, clientOf, formFields, localizeErrors, tooMany } from "../lib/http/api.server.ts";
import { apiRequest, methodNotAllowed } from "../middleware/api-request.server.ts";
import { authCookie, loginCookies } from "../accounts/request-session.server.ts";
import { login } from "../accounts/login.server.ts";

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * POST /api/login (SPEC §7). Without new-password mode: e-mail and password → a session.
 * With it: e-mail, new password and captcha → a 6-letter code by e-mail and a login token for
 * /api/authenticate. Unknown e-mail and wrong password get the same answer in the same time.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { t, now } = apiRequest({ request, context }, "POST");
  const outcome = await login(context.get(appContext), await formFields(request), clientOf(request), context.get(appContext).locale);
  switch (outcome.kind) {
    case "invalid":
      return apiError(400, t("api.badRequest"), localizeErrors(t, outcome.errors));
    case "rate-limited":
      return tooMany(t, outcome.retryAfter);
    case "wrong-password":
      return apiError(401, t("auth.alert_wrong_password"), { password: [t("auth.alert_wrong_password")] });
    case "captcha-failed":
      return apiError(400, t("auth.alert_captcha_validation"), { captchaValue: [t("auth.alert_captcha_validation")] });
    case "mail-failed":
      return apiError(503, t("auth.mailFailed"));
    case "session":
      return apiJson({ success: true, authenticationToken: outcome.token, exp: epoch(outcome.expiresAt) }, 200, {
        "Set-Cookie": authCookie(outcome.token),
      });
    case "code-sent": {
      const headers = new Headers();
      for (const c of loginCookies(outcome.loginToken, now)) headers.append("Set-Cookie", c);
      return apiJson({ success: true, loginToken: outcome.loginToken, exp: epoch(outcome.expiresAt) }, 200, headers);
    }
  }
}

export const loader = methodNotAllowed;
