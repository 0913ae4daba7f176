import { useEffect } from "react";
import { PAGE_LOADER_TIMEOUT_MS } from "../../config/constants.ts";
import { useTranslation } from "../../lib/i18n/i18n.tsx";
import { useUi } from "./ui-context.tsx";

/** Full-screen loader with the purpose of the load (SPEC §2), shown while the next page loads. */
export function PageLoader() {
  const { t } = useTranslation();
  const { loaderPurpose, loaderTarget, hideLoader, showAlert } = useUi();
  // SPEC §8: the loader never stays up for good (a page that never arrives, a navigation stuck
  // loading). After the time-out the alert says so; Retry loads the awaited address again.
  useEffect(() => {
    if (!loaderPurpose) return;
    const timer = setTimeout(() => {
      hideLoader();
      showAlert({ text: t("loadFailed.page"), retry: () => location.assign(loaderTarget ?? location.href) });
    }, PAGE_LOADER_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [loaderPurpose, loaderTarget, hideLoader, showAlert, t]);
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
