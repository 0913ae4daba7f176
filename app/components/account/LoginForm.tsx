import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, useState } from "react";
import { pathFor } from "../../config/site-routes.ts";
import { loginFormSchema, type AccountActionData } from "../../accounts/account-forms.ts";
import { useFullTranslation } from "../../lib/i18n/i18n.tsx";
import { useRootData } from "../../shell/root-data.ts";
import { CaptchaField } from "./CaptchaField.tsx";
import { useAccountFetcher, useHydrated } from "./use-account-fetcher.ts";

function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  const { t } = useFullTranslation();
  if (!errors?.length) return null;
  return (
    <p id={id} className="field-error">
      {errors.map((e) => t(e as never)).join(" ")}
    </p>
  );
}

interface Props {
  /** The page's own action result (form posted without JavaScript). */
  pageResult?: AccountActionData;
  /** New-password mode chosen by link (without JavaScript), with a captcha made by the server. */
  initialNewPassword?: boolean;
  initialCaptcha?: { svg: string; key: string } | null;
  idPrefix?: string;
}

/** Page 1 of the login (SPEC §2 login form, §4 Login / Password-only login / New-password toggle). */
export function LoginForm({ pageResult, initialNewPassword = false, initialCaptcha, idPrefix = "login" }: Props) {
  const { t } = useFullTranslation();
  const { locale } = useRootData();
  const fetcher = useAccountFetcher(idPrefix);
  const hydrated = useHydrated();
  const result = fetcher.data?.intent === "login" ? fetcher.data : pageResult?.intent === "login" ? pageResult : undefined;
  const [newPassword, setNewPassword] = useState(initialNewPassword);
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  const passwordRef = useRef<HTMLInputElement>(null);
  const captchaRef = useRef<HTMLInputElement>(null);

  // The schema is preprocessed (code boxes join into `password`), so name the fields it reads.
  const [form, fields] = useForm<{ email: string; password: string }>({
    id: `${idPrefix}-form`,
    lastResult: result?.result as never,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginFormSchema }),
  });

  // SPEC §4: a wrong password refocuses the password field; a failed captcha gets a new one and focus.
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || fetcher.data.intent !== "login") return;
    if (fetcher.data.newCaptcha) setCaptchaGeneration((g) => g + 1);
    if (fetcher.data.alert === "auth.alert_wrong_password") passwordRef.current?.focus();
    if (fetcher.data.alert === "auth.alert_captcha_validation") captchaRef.current?.focus();
  }, [fetcher.state, fetcher.data]);

  function toggle(on: boolean) {
    // SPEC §4: the toggle clears the password and the captcha.
    setNewPassword(on);
    if (passwordRef.current) passwordRef.current.value = "";
    if (captchaRef.current) captchaRef.current.value = "";
  }

  const busy = fetcher.state !== "idle";
  const p = idPrefix;
  const password = getInputProps(fields.password, { type: "password" });
  return (
    <fetcher.Form
      method="post"
      action={pathFor("authentication", locale)}
      {...getFormProps(form)}
      noValidate
      className="login-form"
      aria-busy={busy}
    >
      <input type="hidden" name="intent" value="login" />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <div className="field">
        <label htmlFor={`${p}-email`}>{t("account.email")}</label>
        <input
          {...getInputProps(fields.email, { type: "email" })}
          id={`${p}-email`}
          autoComplete="email"
          maxLength={128}
          aria-describedby={fields.email.errors ? `${p}-email-error` : undefined}
        />
        <FieldErrors id={`${p}-email-error`} errors={fields.email.errors} />
      </div>
      <div className="field">
        <label htmlFor={`${p}-password`}>{newPassword ? t("account.newPasswordLabel") : t("account.password")}</label>
        <input
          {...password}
          ref={passwordRef}
          id={`${p}-password`}
          autoComplete={newPassword ? "new-password" : "current-password"}
          maxLength={1024}
          aria-describedby={fields.password.errors ? `${p}-password-error` : newPassword ? `${p}-password-hint` : undefined}
        />
        {newPassword ? (
          <p id={`${p}-password-hint`} className="field-hint">
            {t("account.newPasswordHint")}
          </p>
        ) : null}
        <FieldErrors id={`${p}-password-error`} errors={fields.password.errors} />
      </div>
      <label className="checkbox">
        <input type="checkbox" name="newPassword" value="true" checked={newPassword} onChange={(e) => toggle(e.currentTarget.checked)} />
        {t("account.newPasswordToggle")}
      </label>
      {newPassword && (hydrated || initialCaptcha) ? (
        <CaptchaField
          name="captchaValue"
          keyName="captchaKey"
          inputRef={captchaRef}
          generation={captchaGeneration}
          initial={initialCaptcha}
          errors={(fields as Record<string, { errors?: string[] }>).captchaValue?.errors}
        />
      ) : null}
      {!hydrated && !initialNewPassword ? (
        <noscript>
          <p>
            <a href={`${pathFor("authentication", locale)}?neu=1`}>{t("account.newPasswordToggle")}</a>
          </p>
        </noscript>
      ) : null}
      <button type="submit" className="button primary" disabled={busy}>
        {newPassword ? t("account.sendCode") : t("account.login")}
      </button>
    </fetcher.Form>
  );
}
