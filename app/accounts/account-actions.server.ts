import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { pathFor, type Locale } from "../config/site-routes.ts";
import { appContext } from "../context.server.ts";
import type { Db } from "../db/client.server.ts";
import { type AccountActionData, codeFormSchema, codeFromFields, loginFormSchema } from "./account-forms.ts";
import { clientOf } from "../lib/http/api.server.ts";
import {
  AUTH_COOKIE,
  authCookie,
  clearCookies,
  EMAIL_SENT_COOKIE,
  LOGIN_TOKEN_COOKIE,
  loginCookies,
  requestToken,
} from "./request-session.server.ts";
import { readCookie } from "../lib/http/cookies.ts";
import { revokeSession } from "./sessions.server.ts";
import { authenticate, login } from "./login.server.ts";
import { authenticateSchema } from "./account-schema.ts";
import { fieldErrors } from "../lib/http/field-errors.ts";
import { readFormData } from "../lib/http/form-data.server.ts";

// The login card's form posts (SPEC §4 Login, Password-only login, Logout). With JavaScript
// the card submits through a fetcher and gets data back (it reloads or moves to page 2 itself);
// without, the browser posts the form and gets a redirect or the page with the errors.

/**
 * Revokes the request's session if there is one. A storage failure is logged, not thrown: the
 * answer must still clear the cookies (SPEC §4 "in every case"), and an unrevoked row ends by
 * itself (idle expiry) once no cookie carries its token.
 */
export async function endSession(db: Db, request: Request, now: Date): Promise<boolean> {
  const token = requestToken(request);
  if (!token) return false;
  try {
    return await revokeSession(db, token, now);
  } catch (error) {
    console.error("logout: revoking the session failed", error);
    return false;
  }
}

function withCookies(cookies: string[]): Headers {
  const headers = new Headers();
  for (const c of cookies) headers.append("Set-Cookie", c);
  return headers;
}

export async function accountAction(request: Request, context: Readonly<RouterContextProvider>, locale: Locale) {
  const app = context.get(appContext);
  const formData = await readFormData(request);
  const fields = Object.fromEntries(formData);
  const js = fields.js === "1";
  const intent = String(fields.intent ?? "login");
  const landing = pathFor("authentication", locale);
  const reply = (body: AccountActionData, status: number, headers?: Headers) => data(body, { status, headers });

  if (intent === "logout") {
    await endSession(app.db, request, app.now);
    const headers = withCookies(clearCookies([AUTH_COOKIE, LOGIN_TOKEN_COOKIE, EMAIL_SENT_COOKIE]));
    if (!js) throw redirect(pathFor("home", locale), { headers });
    return reply({ intent: "logout", done: "logged-out" }, 200, headers);
  }

  if (intent === "restart") {
    const headers = withCookies(clearCookies([LOGIN_TOKEN_COOKIE, EMAIL_SENT_COOKIE]));
    if (!js) throw redirect(landing, { headers });
    return reply({ intent: "restart", done: "restarted" }, 200, headers);
  }

  if (intent === "code") {
    const code = codeFromFields(fields);
    const submission = parseWithZod(formData, { schema: codeFormSchema });
    const parsed = authenticateSchema.safeParse({
      loginToken: readCookie(request.headers.get("Cookie"), LOGIN_TOKEN_COOKIE) ?? "",
      password: code,
    });
    const outcome = parsed.success
      ? await authenticate(app, parsed.data, clientOf(request))
      : ({ kind: "invalid", errors: fieldErrors(parsed.error) } as const);
    switch (outcome.kind) {
      case "session": {
        const headers = withCookies([authCookie(outcome.token), ...clearCookies([LOGIN_TOKEN_COOKIE, EMAIL_SENT_COOKIE])]);
        if (!js) throw redirect(landing, { headers });
        return reply({ intent: "code", done: "session" }, 200, headers);
      }
      case "rate-limited":
        return reply({ intent: "code", alert: "auth.tooManyAttempts", alertParams: { minutes: Math.ceil(outcome.retryAfter / 60) } }, 429);
      case "invalid":
      case "code-failed": {
        // A login token that can no longer succeed is cleared: the card goes back to page 1.
        const gone = outcome.kind === "code-failed" && outcome.reason !== "wrong";
        const invalidToken = outcome.kind === "invalid" && "loginToken" in outcome.errors;
        const headers = gone || invalidToken ? withCookies(clearCookies([LOGIN_TOKEN_COOKIE, EMAIL_SENT_COOKIE])) : undefined;
        return reply(
          {
            intent: "code",
            alert: "auth.alert_otp_validation",
            result: submission.reply({ fieldErrors: { password: ["auth.alert_otp_validation"] }, resetForm: true }),
          },
          400,
          headers,
        );
      }
    }
  }

  const submission = parseWithZod(formData, { schema: loginFormSchema });
  if (submission.status !== "success") {
    return reply({ intent: "login", result: submission.reply({ hideFields: ["password"] }) }, 400);
  }
  const outcome = await login(app, submission.value, clientOf(request), locale);
  const fail = (alert: string, field: string, status: number, extra: Partial<AccountActionData> = {}) =>
    reply(
      {
        intent: "login",
        alert,
        result: submission.reply({ fieldErrors: { [field]: [alert] }, hideFields: ["password", "captchaValue"] }),
        ...extra,
      },
      status,
    );
  switch (outcome.kind) {
    case "invalid":
      return reply({ intent: "login", result: submission.reply({ fieldErrors: outcome.errors, hideFields: ["password"] }) }, 400);
    case "wrong-password":
      return fail("auth.alert_wrong_password", "password", 401);
    case "captcha-failed":
      return fail("auth.alert_captcha_validation", "captchaValue", 400, { newCaptcha: true });
    case "rate-limited":
      return reply(
        { intent: "login", alert: "auth.tooManyAttempts", alertParams: { minutes: Math.ceil(outcome.retryAfter / 60) }, newCaptcha: true },
        429,
      );
    case "mail-failed":
      return reply({ intent: "login", alert: "auth.mailFailed", newCaptcha: true }, 503);
    case "session": {
      const headers = withCookies([authCookie(outcome.token)]);
      if (!js) throw redirect(landing, { headers });
      return reply({ intent: "login", done: "session" }, 200, headers);
    }
    case "code-sent": {
      const headers = withCookies(loginCookies(outcome.loginToken, app.now));
      if (!js) throw redirect(landing, { headers });
      return reply({ intent: "login", done: "code-sent" }, 200, headers);
    }
  }
}
