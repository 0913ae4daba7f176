import { Form, useNavigation } from "react-router";
import { useFullTranslation } from "../../lib/i18n/i18n.tsx";

export type DeletionMessage = "codeSent" | "cancelled" | "wrong" | "invalid" | "gone" | "mailFailed" | "rateLimited" | null;

const MESSAGE_KEYS = {
  codeSent: "account.deleteCodeSent",
  cancelled: "account.deleteCancelled",
  wrong: "account.deleteWrongCode",
  invalid: "account.deleteInvalidCode",
  gone: "account.deleteCodeGone",
  mailFailed: "account.deleteMailFailed",
  rateLimited: "auth.tooManyAttempts",
} as const;

const ERRORS = new Set<DeletionMessage>(["wrong", "invalid", "gone", "mailFailed", "rateLimited"]);

/**
 * The player's own data (GDPR): the download of everything stored about them, and deleting the
 * account in two steps (a code by e-mail, then the code). Plain form posts and a plain link.
 */
export function AccountData({ pending, message, minutes }: { pending: boolean; message: DeletionMessage; minutes?: number }) {
  const { t } = useFullTranslation();
  const busy = useNavigation().state !== "idle";
  const error = message !== null && ERRORS.has(message);
  return (
    <>
      <section aria-labelledby="data-title" className="profile-section">
        <h2 id="data-title">{t("account.dataTitle")}</h2>
        <p>{t("account.dataIntro")}</p>
        <p>
          <a className="button" href="/api/profile/export" download>
            {t("account.dataDownload")}
          </a>
        </p>
      </section>
      <section aria-labelledby="delete-title" className="profile-section">
        <h2 id="delete-title">{t("account.deleteTitle")}</h2>
        <p>{t("account.deleteIntro")}</p>
        <p>{t("account.deleteKeeps")}</p>
        {message ? (
          <p className={error ? "notice error" : "notice success"} role={error ? "alert" : "status"} id="delete-message">
            {t(MESSAGE_KEYS[message], { minutes: minutes ?? 1 })}
          </p>
        ) : null}
        {pending ? (
          <Form method="post" className="delete-form">
            <div className="field">
              <label htmlFor="delete-code">{t("account.deleteCodeLabel")}</label>
              <input
                id="delete-code"
                name="code"
                type="text"
                inputMode="text"
                autoComplete="one-time-code"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={12}
                required
                aria-invalid={error || undefined}
                aria-describedby={message ? "delete-message" : undefined}
              />
            </div>
            <button type="submit" name="intent" value="confirmDeletion" className="button danger" disabled={busy}>
              {t("account.deleteConfirm")}
            </button>{" "}
            <button type="submit" name="intent" value="cancelDeletion" className="button" formNoValidate disabled={busy}>
              {t("account.deleteCancel")}
            </button>
          </Form>
        ) : (
          <Form method="post">
            <input type="hidden" name="intent" value="requestDeletion" />
            <button type="submit" className="button danger" disabled={busy}>
              {t("account.deleteRequest")}
            </button>
          </Form>
        )}
      </section>
    </>
  );
}
