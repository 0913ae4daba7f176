import { data, useActionData } from "react-router";
import type { Route } from "./+types/authentication";
import { LoginCard } from "../components/account/LoginCard.tsx";
import { pathFor } from "../config/site-routes.ts";
import { appContext } from "../context.server.ts";
import type { AccountActionData } from "../accounts/account-forms.ts";
import { clientIp } from "../lib/http/api.server.ts";
import { FULL_TRANSLATION, useFullTranslation } from "../lib/i18n/i18n.tsx";
import { pageMeta } from "../content/meta.ts";
import { localPath } from "../lib/http/local-path.ts";
import { useRootData } from "../shell/root-data.ts";
import { getInstance } from "../middleware/i18next.ts";
import { accountAction } from "./authentication.server.ts";
import { issueCaptchaWithinLimit } from "../captcha/captcha-store.server.ts";

/**
 * The sign-in page and the landing page after login redirects (SPEC §2). Without JavaScript the
 * login card's forms post here; `?neu=1` opens new-password mode with a captcha made on the server.
 * `?from=/path` (a local path only) is where a new session goes instead of reloading this page:
 * the board's save prompt sends anonymous players here and brings them back to their puzzle.
 * The captcha counts against the same per-address limit as /api/captcha: past it, the page still
 * renders (429) and says when to come back instead of showing an image.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env, now, locale } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const newPassword = params.get("neu") === "1";
  const from = params.get("from");
  const returnTo = from === null ? null : localPath.parse(from);
  const issued = newPassword
    ? await issueCaptchaWithinLimit(db, clientIp(request), { locale, development: env.ENVIRONMENT !== "production", now })
    : null;
  const captcha = issued?.ok ? { svg: issued.svg, key: issued.key } : null;
  const retryAfter = issued && !issued.ok ? issued.retryAfter : null;
  const body = {
    newPassword,
    captcha,
    captchaRetryMinutes: retryAfter === null ? null : Math.max(1, Math.ceil(retryAfter / 60)),
    returnTo,
    title: getInstance(context).t("account.authTitle"),
  };
  return retryAfter === null ? body : data(body, { status: 429, headers: { "Retry-After": String(retryAfter) } });
}

/** The document keeps the root's headers and gets the captcha limit's Retry-After. */
export const headers: Route.HeadersFunction = ({ parentHeaders, loaderHeaders }) => {
  const merged = new Headers(parentHeaders);
  const retryAfter = loaderHeaders.get("Retry-After");
  if (retryAfter !== null) merged.set("Retry-After", retryAfter);
  return merged;
};

export const action = (args: Route.ActionArgs) => accountAction(args);

// The page reads texts the browser loads on demand: fetch them before hydrating.
export const handle = FULL_TRANSLATION;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta(loaderData?.title, undefined),
  { name: "robots", content: "noindex" },
];

export default function Authentication({ loaderData }: Route.ComponentProps) {
  const { t } = useFullTranslation();
  const { user, locale } = useRootData();
  const actionData = useActionData<AccountActionData>();
  return (
    <section className="prose auth-page" aria-labelledby="auth-title">
      <h1 id="auth-title">{t("account.authTitle")}</h1>
      {user ? (
        <>
          <p role="status">{t("account.loggedInAs")}</p>
          <p>{t("account.loggedInText")}</p>
          <p>
            <a href={pathFor("home", locale)}>{t("account.toHome")}</a> ·{" "}
            <a href={pathFor("profile", locale)}>{t("account.updateProfile")}</a>
          </p>
        </>
      ) : (
        <p>{t("account.authIntro")}</p>
      )}
      {loaderData.captchaRetryMinutes !== null && !user ? (
        <p className="notice" role="alert">
          {t("account.captchaLimited", { minutes: loaderData.captchaRetryMinutes })}
        </p>
      ) : null}
      <div className="card auth-card">
        <LoginCard
          pageResult={actionData}
          initialNewPassword={loaderData.newPassword}
          initialCaptcha={loaderData.captcha}
          idPrefix="auth"
          returnTo={loaderData.returnTo}
        />
      </div>
    </section>
  );
}
