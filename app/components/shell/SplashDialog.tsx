import { useState } from "react";
import { useFullTranslation } from "../../lib/i18n/i18n.tsx";
import { SPLASH_COOKIE_MAX_AGE_S, SPLASH_VERSION } from "../../config/constants.ts";
import { serializeCookie, wireCookieName } from "../../lib/http/cookies.ts";
import { useRootData } from "../../shell/root-data.ts";
import { SPLASH_COOKIE } from "../../shell/splash.ts";
import { Dialog } from "../Dialog.tsx";

/** The "news" splash (SPEC §4); the server decides whether it is due, Continue dismisses it. */
export function SplashDialog() {
  const { t } = useFullTranslation();
  const { cookiePolicy } = useRootData();
  const [open, setOpen] = useState(true);
  function dismiss() {
    // Written here, so not translated by the Worker entry: the `__Host-` name and Secure of
    // production come from the server's cookie policy.
    document.cookie = serializeCookie(wireCookieName(SPLASH_COOKIE, cookiePolicy), SPLASH_VERSION, {
      maxAge: SPLASH_COOKIE_MAX_AGE_S,
      secure: cookiePolicy.secure,
    });
    setOpen(false);
  }
  return (
    <Dialog open={open} onClose={dismiss} title={t("splash.title")} closeLabel={t("sidebar.close")} className="splash">
      <p>{t("splash.text")}</p>
      <button type="button" className="button primary" onClick={dismiss}>
        {t("splash.continue")}
      </button>
    </Dialog>
  );
}
