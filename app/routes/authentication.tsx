import { useActionData } from "react-router";
import type { Route } from "./+types/authentication";
import { LoginCard } from "../components/account/LoginCard.tsx";
import { pathFor } from "../config/site-routes.ts";
import { appContext } from "../context.server.ts";
import type { AccountActionData } from "../lib/validation/account-forms.ts";
import { useTranslation } from "../lib/i18n/i18n.tsx";
import { pageMeta } from "../lib/content/meta.ts";
import { localPath } from "../lib/http/local-path.ts";
import { requestLocale } from "../lib/i18n/locale.ts";
import { useRootData } from "../lib/shell/root-data.ts";
import { getInstance } from "../middleware/i18next.ts";
import { accountAction } from "../services/account-actions.server.ts";
import { issueCaptcha } from "../services/captcha-store.server.ts";

/**
 * The sign-in page and the landing page after login redirects (SPEC §2). Without JavaScript the
 * login card's forms post here; `?neu=1` opens new-password mode with a captcha made on the server.
 * `?from=/path` (a local path only) is where a new session goes instead of reloading this page:
 * the board's save prompt sends anonymous players here and brings them back to their puzzle.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  const locale = requestLocale(request);
  const params = new URL(request.url).searchParams;
  const newPassword = params.get("neu") === "1";
  const from = params.get("from");
  const returnTo = from === null ? null : localPath.parse(from);
  const captcha = newPassword ? await issueCaptcha(env.KV, { locale, development: env.ENVIRONMENT !== "production" }) : null;
  return { newPassword, captcha, returnTo, title: getInstance(context).t("account.authTitle") };
}

export async function action({ request, context }: Route.ActionArgs) {
  return accountAction(request, context, requestLocale(request));
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta(loaderData?.title, undefined),
  { name: "robots", content: "noindex" },
];

export default function Authentication({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
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
