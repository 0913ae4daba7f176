import { redirect } from "react-router";
import { pathFor, type Locale } from "../config/site-routes.ts";
import { type AccountActionData, codeFromFields, loginFormSchema } from "../accounts/account-forms.ts";
import { endSession } from "../accounts/logout.server.ts";
import { authenticateSchema } from "../accounts/account-schema.ts";
import { authenticate, login } from "../accounts/login.server.ts";
import {
  AUTH_COOKIE,
  authCookie,
  clearCookies,
  EMAIL_SENT_COOKIE,
  LOGIN_TOKEN_COOKIE,
  loginCookies,
} from "../accounts/request-session.server.ts";
import { readCookie } from "../lib/http/cookies.ts";
import { formCall, formIntents, lastValue, NO_FIELDS, type FormReply, type FormSubmission } from "../middleware/form-request.server.ts";

// The login card's form posts (SPEC §4 Login, Password-only login, Logout), adapting the login
// flows (app/accounts/login.server.ts) as routes/api.login.ts and api.authenticate.ts do for the
// JSON calls. With JavaScript the card submits through a fetcher (`js=1`) and gets data back (it
// reloads or moves to page 2 itself); without, the browser posts the form and gets a redirect or
// the page with the errors.

function withCookies(cookies: string[]): Headers {
  const headers = new Headers();
  for (const c of cookies) headers.append("Set-Cookie", c);
  return headers;
}

const reply = (body: AccountActionData, status: number, headers?: Headers): FormReply<AccountActionData> => ({ body, status, headers });

/** The card posted through a fetcher: it wants data, not a redirect. */
const viaScript = (form: FormData) => lastValue(form, "js") === "1";

/** A step done: data for the card, or (without JavaScript) the redirect with the same cookies. */
function done(form: FormData, to: string, body: AccountActionData, headers: Headers): FormReply<AccountActionData> {
  if (!viaScript(form)) throw redirect(to, { headers });
  return reply(body, 200, headers);
}

const landing = (locale: Locale) => pathFor("authentication", locale);

const minutes = (retryAfter: number) => ({ minutes: Math.ceil(retryAfter / 60) });

/** Page 2 refused: the code boxes empty again; a login token that can no longer succeed is cleared (back to page 1). */
function codeRefused(submission: FormSubmission<unknown>, clearToken: boolean) {
  return reply(
    {
      intent: "code",
      alert: "auth.alert_otp_validation",
      result: submission.reply({ fieldErrors: { password: ["auth.alert_otp_validation"] }, resetForm: true }),
    },
    400,
    clearToken ? withCookies(clearCookies([LOGIN_TOKEN_COOKIE, EMAIL_SENT_COOKIE])) : undefined,
  );
}

export const accountAction = formIntents(
  "login",
  {
    logout: formCall({
      schema: NO_FIELDS,
      run: async ({ db, request, now }) => {
        await endSession(db, request, now);
        return { kind: "logged-out" } as const;
      },
      answers: {
        "logged-out": (_, { form, locale }) =>
          done(
            form,
            pathFor("home", locale),
            { intent: "logout", done: "logged-out" },
            withCookies(clearCookies([AUTH_COOKIE, LOGIN_TOKEN_COOKIE, EMAIL_SENT_COOKIE])),
          ),
      },
    }),
    restart: formCall({
      schema: NO_FIELDS,
      run: async () => ({ kind: "restarted" }) as const,
      answers: {
        restarted: (_, { form, locale }) =>
          done(
            form,
            landing(locale),
            { intent: "restart", done: "restarted" },
            withCookies(clearCookies([LOGIN_TOKEN_COOKIE, EMAIL_SENT_COOKIE])),
          ),
      },
    }),
    code: formCall({
      schema: authenticateSchema,
      // The six boxes (or the one field of the script) and the login token of page 1's cookie.
      input: (form, { request }) => ({
        loginToken: readCookie(request.headers.get("Cookie"), LOGIN_TOKEN_COOKIE) ?? "",
        password: codeFromFields(Object.fromEntries(form)),
      }),
      invalid: (submission) => codeRefused(submission, (submission.error?.loginToken?.length ?? 0) > 0),
      run: (call) => authenticate(call, call.input, call.client),
      answers: {
        session: ({ token }, { form, locale }) =>
          done(
            form,
            landing(locale),
            { intent: "code", done: "session" },
            withCookies([authCookie(token), ...clearCookies([LOGIN_TOKEN_COOKIE, EMAIL_SENT_COOKIE])]),
          ),
        "rate-limited": ({ retryAfter }) => reply({ intent: "code", alert: "auth.tooManyAttempts", alertParams: minutes(retryAfter) }, 429),
        "code-failed": ({ reason }, { submission }) => codeRefused(submission, reason !== "wrong"),
      },
    }),
    login: formCall({
      schema: loginFormSchema,
      invalid: (submission) => reply({ intent: "login", result: submission.reply({ hideFields: ["password"] }) }, 400),
      run: (call) => login(call, call.input, call.client, call.locale),
      answers: {
        // A common password: the one check the browser's schema cannot make.
        invalid: ({ errors }, { submission }) =>
          reply({ intent: "login", result: submission.reply({ fieldErrors: errors, hideFields: ["password"] }) }, 400),
        "wrong-password": (_, { submission }) => loginRefused(submission, "auth.alert_wrong_password", "password", 401),
        "captcha-failed": (_, { submission }) =>
          loginRefused(submission, "auth.alert_captcha_validation", "captchaValue", 400, { newCaptcha: true }),
        "rate-limited": ({ retryAfter }) =>
          reply({ intent: "login", alert: "auth.tooManyAttempts", alertParams: minutes(retryAfter), newCaptcha: true }, 429),
        "mail-failed": () => reply({ intent: "login", alert: "auth.mailFailed", newCaptcha: true }, 503),
        session: ({ token }, { form, locale }) =>
          done(form, landing(locale), { intent: "login", done: "session" }, withCookies([authCookie(token)])),
        "code-sent": ({ loginToken }, { form, locale, now }) =>
          done(form, landing(locale), { intent: "login", done: "code-sent" }, withCookies(loginCookies(loginToken, now))),
      },
    }),
  },
  // The card's fields have always been read as plain fields: a repeated one counts by its last value.
  "last",
);

/** Page 1 refused: the alert, the field it names, and the secrets not sent back. */
function loginRefused(
  submission: FormSubmission<unknown>,
  alert: string,
  field: string,
  status: number,
  extra: Partial<AccountActionData> = {},
) {
  return reply(
    {
      intent: "login",
      alert,
      result: submission.reply({ fieldErrors: { [field]: [alert] }, hideFields: ["password", "captchaValue"] }),
      ...extra,
    },
    status,
  );
}
