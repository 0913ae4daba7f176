import { useEffect, useRef } from "react";
import { useTranslation } from "../../lib/i18n/i18n.tsx";
import { useUi } from "./ui-context.tsx";

/** The sliding bottom sheet every failed call reports to (SPEC §2, §8). */
export function AlertSheet() {
  const { t } = useTranslation();
  const { alert, closeAlert } = useUi();
  const inner = useRef<HTMLDivElement>(null);
  // The open sheet covers the window's foot, on a phone a third of it: its height becomes room
  // the page keeps free (app.css), so whatever gets focus is scrolled into view above the sheet.
  useEffect(() => {
    const sheet = inner.current;
    if (!sheet) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty("--alert-room", `${sheet.offsetHeight}px`));
    observer.observe(sheet);
    return () => {
      observer.disconnect();
      root.removeProperty("--alert-room");
    };
  }, [alert]);
  return (
    <div className={alert ? "alert-sheet open" : "alert-sheet"} role="alert" aria-live="assertive" data-testid="alert-sheet">
      {alert ? (
        <div className="alert-sheet-inner" ref={inner}>
          <div>
            <p className="alert-title">{alert.title ?? t("alert.defaultTitle")}</p>
            <p>{alert.text ?? t("alert.defaultText")}</p>
            <p className="alert-support">{t("alert.contactSupport")}</p>
          </div>
          {alert.retry ? (
            <button
              type="button"
              className="button"
              onClick={() => {
                closeAlert();
                alert.retry!();
              }}
            >
              {t("loadFailed.retry")}
            </button>
          ) : null}
          <button type="button" className="button" onClick={closeAlert}>
            {t("alert.close")}
          </button>
        </div>
      ) : null}
    </div>
  );
}
