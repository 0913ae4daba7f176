import { pathFor } from "../../config/site-routes.ts";
import type { AccountActionData } from "../../accounts/account-forms.ts";
import { useFullTranslation } from "../../lib/i18n/i18n.tsx";
import { useRootData } from "../../shell/root-data.ts";
import { CodeForm } from "./CodeForm.tsx";
import { LoginForm } from "./LoginForm.tsx";
import { useAccountOutcomes } from "./use-account-fetcher.ts";
import { AvatarIcon, UserCard } from "./UserCard.tsx";

interface Props {
  pageResult?: AccountActionData;
  initialNewPassword?: boolean;
  initialCaptcha?: { svg: string; key: string } | null;
  idPrefix?: string;
  /** A local path a new session goes to instead of reloading this page (the sign-in page's `?from=`). */
  returnTo?: string | null;
}

/** The login card of the sidebar and the sign-in page: signed in, code pending, or the form. */
export function LoginCard(props: Props) {
  const { t } = useFullTranslation();
  const { user, codePending, locale } = useRootData();
  const idPrefix = props.idPrefix ?? "login";
  useAccountOutcomes(idPrefix, pathFor("home", locale), props.returnTo ?? null);
  useAccountOutcomes(`${idPrefix}-restart`, pathFor("home", locale));
  if (user) return <UserCard user={user} idPrefix={idPrefix} />;
  return (
    <div className="login-card">
      <div className="user-head">
        <AvatarIcon />
        <div>
          <p className="user-name">{t("account.exampleName")}</p>
          <p className="user-info">{t("account.exampleInfo")}</p>
        </div>
      </div>
      {codePending ? <CodeForm pageResult={props.pageResult} idPrefix={idPrefix} /> : <LoginForm {...props} idPrefix={idPrefix} />}
    </div>
  );
}
