import { useEffect, useState } from "react";
import { CONSENT_POLL_MS, CONSENT_POLL_TIMEOUT_MS } from "../../config/consent.ts";
import { adConsent, type AdConsent } from "../../ads/consent.ts";
import { useTranslation } from "../../lib/i18n/i18n.tsx";
import { useRootData } from "../../shell/root-data.ts";
import type { AdRuntime } from "./ad-runtime.ts";
import { adGlobals, type TcfCallback } from "./tcf.ts";

/** TCF's API version this site speaks. */
const TCF_VERSION = 2;

/**
 * SPEC §4 consent button and ads. Waits for the consent platform (polling), listens to its
 * answers, and loads the ad code only once purpose 1 is consented: before that, and without a
 * CMP at all, no ad tag is ever called. The button reopens the platform's dialog.
 */
export function Ads() {
  const { ads } = useRootData();
  const { t } = useTranslation();
  const [cmpReady, setCmpReady] = useState(false);

  useEffect(() => {
    if (!ads) return;
    const g = adGlobals();
    let runtime: Promise<AdRuntime> | null = null;
    let listenerId: number | undefined;
    let done = false;
    const apply = (consent: AdConsent) => {
      if (consent.ads) {
        runtime ??= import("./ad-runtime.ts").then((m) => m.createAdRuntime(ads));
        void runtime.then((r) => !done && r.start(consent));
      } else if (runtime) {
        // Consent withdrawn: the ads go, and no further request is made.
        void runtime.then((r) => r.stop());
      }
    };
    const onEvent: TcfCallback = (data, success) => {
      if (!success || !data || typeof data !== "object") return;
      // Outside the GDPR the TC data carries no listenerId (CMP API v2.2): nothing to remove then,
      // and the CMP never calls again, as that visitor's TC string never changes.
      listenerId = data.listenerId;
      const consent = adConsent(data);
      if (consent) apply(consent);
    };
    const started = Date.now();
    const poll = () => {
      if (typeof g.__tcfapi === "function") {
        setCmpReady(true);
        g.__tcfapi("addEventListener", TCF_VERSION, onEvent);
        return true;
      }
      return Date.now() - started >= CONSENT_POLL_TIMEOUT_MS;
    };
    const timer = poll() ? undefined : window.setInterval(() => poll() && window.clearInterval(timer), CONSENT_POLL_MS);
    return () => {
      done = true;
      window.clearInterval(timer);
      if (listenerId !== undefined) g.__tcfapi?.("removeEventListener", TCF_VERSION, () => {}, listenerId);
      void runtime?.then((r) => r.stop());
    };
  }, [ads]);

  if (!ads) return null;
  const reopen = () => {
    const fc = (adGlobals().googlefc ??= {});
    (fc.callbackQueue ??= []).push(() => adGlobals().googlefc?.showRevocationMessage?.());
  };
  // Rendered from the start but invisible until the platform answers, so its appearance moves nothing.
  return (
    <button type="button" className={`chip consent-button${cmpReady ? "" : " is-waiting"}`} onClick={reopen} data-testid="consent-button">
      {t("ads.consentButton")}
    </button>
  );
}
