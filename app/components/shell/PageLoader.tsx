import { useTranslation } from "../../lib/i18n/i18n.tsx";
import { useUi } from "./ui-context.tsx";

/** Full-screen loader with the purpose of the load (SPEC §2), shown while the next page loads. */
export function PageLoader() {
  const { t } = useTranslation();
  const { loaderPurpose } = useUi();
  return (
    <div className={loaderPurpose ? "page-loader visible" : "page-loader"} role="status" aria-live="polite" aria-label={t("loader.label")}>
      {loaderPurpose ? (
        <>
          <span className="spinner" aria-hidden="true" />
          <span className="page-loader-purpose">{loaderPurpose}</span>
        </>
      ) : null}
    </div>
  );
}
