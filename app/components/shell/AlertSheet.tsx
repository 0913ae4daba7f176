import { useTranslation } from "../../lib/i18n/i18n.tsx";
import { useUi } from "./ui-context.tsx";

/** The sliding bottom sheet every failed call reports to (SPEC §2, §8). */
export function AlertSheet() {
  const { t } = useTranslation();
  const { alert, closeAlert } = useUi();
  return (
    <div className={alert ? "alert-sheet open" : "alert-sheet"} role="alert" aria-live="assertive" data-testid="alert-sheet">
      {alert ? (
        <div className="alert-sheet-inner">
          <div>
            <p className="alert-title">{alert.title ?? t("alert.defaultTitle")}</p>
            <p>{alert.text ?? t("alert.defaultText")}</p>
            <p className="alert-support">{t("alert.contactSupport")}</p>
          </div>
          <button type="button" className="button" onClick={closeAlert}>
            {t("alert.close")}
          </button>
        </div>
      ) : null}
    </div>
  );
}
