// @ts-check
/* global window, document, console, URL */
// Stand-in for Google's "Privacy & messaging" CMP (fundingchoicesmessages.google.com/i/pub-…):
// the IAB TCF v2.2 CMP API (__tcfapi, its stub queue and its postMessage form), a consent banner,
// and Google's googlefc.callbackQueue / googlefc.showRevocationMessage().
//
// Mode: the page's cookie `cmp-standin` (the CMP's stored choice, also set by tests), else the
// `default` parameter of this script's URL, else "ask". "absent" plays a CMP that was blocked
// or failed to load: the script then does nothing at all.
(() => {
  "use strict";

  const COOKIE = "cmp-standin";
  const MODES = ["absent", "consent", "no-consent", "targeting-refused", "outside-gdpr", "ask"];
  const CMP_ID = 300;
  const CMP_VERSION = 1;
  const GVL_VERSION = 100;
  const TCF_POLICY_VERSION = 4;
  const GOOGLE_VENDOR = 755;
  const PURPOSES = 11;
  /** Consent without purposes 3 and 4 (personalised-ads profile): what Google serves non-personalised ads on. */
  const NON_PERSONALISED_PURPOSES = [1, 2, 7, 9, 10];

  /** @type {any} */
  const w = window;

  // Read at once: document.currentScript is only set while this script runs.
  const current = document.currentScript;
  const ownSrc = current && "src" in current && current.src ? String(current.src) : "";

  /** @returns {string | null} */
  function cookieMode() {
    for (const part of document.cookie.split(";")) {
      const eq = part.indexOf("=");
      if (eq < 0 || part.slice(0, eq).trim() !== COOKIE) continue;
      const value = part.slice(eq + 1).trim();
      if (MODES.includes(value)) return value;
    }
    return null;
  }

  /** @returns {string | null} */
  function defaultMode() {
    if (!ownSrc) return null;
    const value = new URL(ownSrc, document.baseURI).searchParams.get("default");
    return value !== null && MODES.includes(value) ? value : null;
  }

  const mode = cookieMode() ?? defaultMode() ?? "ask";
  if (mode === "absent") return;
  // A second copy of the script would answer every queued call twice.
  if (typeof w.__tcfapi === "function" && w.__tcfapi.standIn === true) return;

  /** The stored choice: null until the visitor decides (mode "ask"). */
  let choice = mode === "ask" ? null : mode;
  let eventStatus = choice === null ? "cmpuishown" : "tcloaded";
  let nextListenerId = 1;
  /** @type {Map<number, Function>} */
  const listeners = new Map();

  /** @param {unknown} error */
  function report(error) {
    // A failing callback of the page must not stop the others; it still shows in the console.
    if (typeof w.reportError === "function") w.reportError(error);
    else console.error(error);
  }

  /**
   * @param {Function} fn
   * @param {...unknown} args
   */
  function safely(fn, ...args) {
    try {
      fn(...args);
    } catch (error) {
      report(error);
    }
  }

  const gdprApplies = () => choice !== "outside-gdpr";

  /** @param {number[]} ids @param {number[]} granted */
  function consents(ids, granted) {
    /** @type {Record<number, boolean>} */
    const out = {};
    for (const id of ids) out[id] = granted.includes(id);
    return out;
  }

  /**
   * @param {number | undefined} listenerId
   * @param {number[]} [vendorIds] getTCData's filter
   */
  function tcData(listenerId, vendorIds) {
    // CMP API v2.2, "TCData": where the GDPR does not apply, only these four fields exist. No
    // eventStatus, no listenerId, no TC string: a caller that waits for them never decides.
    if (!gdprApplies()) return { gdprApplies: false, tcfPolicyVersion: TCF_POLICY_VERSION, cmpId: CMP_ID, cmpVersion: CMP_VERSION };
    const allPurposes = Array.from({ length: PURPOSES }, (_, i) => i + 1);
    const granted = choice === "consent" ? allPurposes : choice === "targeting-refused" ? NON_PERSONALISED_PURPOSES : [];
    const vendorGranted = choice === "consent" || choice === "targeting-refused" ? [GOOGLE_VENDOR] : [];
    const vendors = Array.isArray(vendorIds) ? vendorIds.filter((id) => Number.isInteger(id) && id > 0) : [GOOGLE_VENDOR];
    return {
      // No TC string exists before the first choice.
      tcString: choice !== null ? `CP-standin-${choice}` : "",
      tcfPolicyVersion: TCF_POLICY_VERSION,
      cmpId: CMP_ID,
      cmpVersion: CMP_VERSION,
      gdprApplies: true,
      eventStatus,
      cmpStatus: "loaded",
      listenerId,
      isServiceSpecific: true,
      useNonStandardTexts: false,
      publisherCC: "DE",
      purposeOneTreatment: false,
      purpose: { consents: consents(allPurposes, granted), legitimateInterests: {} },
      vendor: { consents: consents(vendors, vendorGranted), legitimateInterests: {} },
      specialFeatureOptins: {},
      publisher: { consents: {}, legitimateInterests: {}, customPurpose: { consents: {}, legitimateInterests: {} }, restrictions: {} },
    };
  }

  function ping() {
    return {
      gdprApplies: gdprApplies(),
      cmpLoaded: true,
      cmpStatus: "loaded",
      displayStatus: eventStatus === "cmpuishown" ? "visible" : gdprApplies() ? "hidden" : "disabled",
      apiVersion: "2.2",
      cmpVersion: CMP_VERSION,
      cmpId: CMP_ID,
      gvlVersion: GVL_VERSION,
      tcfPolicyVersion: TCF_POLICY_VERSION,
    };
  }

  function notify() {
    for (const [id, callback] of listeners) safely(callback, tcData(id), true);
  }

  /**
   * @param {unknown} command
   * @param {unknown} version
   * @param {unknown} callback
   * @param {unknown} [parameter]
   */
  function tcfapi(command, version, callback, parameter) {
    if (typeof callback !== "function") return;
    if (version !== 2) return void safely(callback, null, false);
    switch (command) {
      case "ping":
        return void safely(callback, ping());
      case "getTCData":
        return void safely(callback, tcData(undefined, Array.isArray(parameter) ? parameter : undefined), true);
      case "addEventListener": {
        const id = nextListenerId++;
        listeners.set(id, callback);
        return void safely(callback, tcData(id), true);
      }
      case "removeEventListener":
        return void safely(callback, typeof parameter === "number" && listeners.delete(parameter));
      default:
        return void safely(callback, null, false);
    }
  }
  tcfapi.standIn = true;

  const stubQueue = typeof w.__tcfapi === "function" && Array.isArray(w.__tcfapi.a) ? w.__tcfapi.a : [];
  w.__tcfapi = tcfapi;

  // The API's postMessage form, for frames that cannot reach window.__tcfapi: they find this
  // window by the frame named __tcfapiLocator and post {__tcfapiCall: {command, version, callId, parameter}}.
  w.addEventListener("message", (/** @type {MessageEvent} */ event) => {
    let data = event.data;
    const asText = typeof data === "string";
    if (asText) {
      try {
        data = JSON.parse(data);
      } catch {
        return;
      }
    }
    const call = data && typeof data === "object" ? data.__tcfapiCall : undefined;
    if (!call || typeof call !== "object" || !event.source) return;
    const source = /** @type {Window} */ (event.source);
    tcfapi(
      call.command,
      call.version,
      (/** @type {unknown} */ returnValue, /** @type {unknown} */ success) => {
        const reply = { __tcfapiReturn: { returnValue, success, callId: call.callId } };
        source.postMessage(asText ? JSON.stringify(reply) : reply, "*");
      },
      call.parameter,
    );
  });

  /** @param {() => void} fn */
  function whenBody(fn) {
    if (document.body) fn();
    else document.addEventListener("DOMContentLoaded", fn, { once: true });
  }

  whenBody(() => {
    if (w.frames.__tcfapiLocator) return;
    const locator = document.createElement("iframe");
    locator.name = "__tcfapiLocator";
    locator.setAttribute("aria-hidden", "true");
    locator.tabIndex = -1;
    locator.style.setProperty("display", "none");
    document.body.appendChild(locator);
  });

  // ——— The banner. Styles go through CSSOM (element.style), which the site's CSP does not
  // govern; a <style> element or style attribute would be blocked by it.

  const german = (document.documentElement.lang || "").toLowerCase().startsWith("de");
  const TEXT = german
    ? {
        heading: "Ihre Privatsphäre",
        body:
          "Diese Website und unser Partner Google speichern Informationen auf Ihrem Gerät und verarbeiten personenbezogene Daten, " +
          "um Anzeigen auszuliefern, zu personalisieren und zu messen. Sie können zustimmen, ablehnen oder nur nicht personalisierte " +
          "Anzeigen erlauben, und Ihre Wahl jederzeit in den Datenschutz-Einstellungen ändern. (Stand-in für Tests)",
        accept: "Alle akzeptieren",
        refuse: "Ablehnen",
        nonPersonalised: "Nur nicht personalisierte Anzeigen",
      }
    : {
        heading: "Your privacy",
        body:
          "This site and our partner Google store information on your device and process personal data " +
          "to serve, personalise and measure ads. You can consent, refuse, or allow only non-personalised ads, " +
          "and change your choice at any time in the privacy settings. (Stand-in for tests)",
        accept: "Accept all",
        refuse: "Refuse",
        nonPersonalised: "Only non-personalised ads",
      };

  /** @type {HTMLElement | null} */
  let dialog = null;
  /** @type {Element | null} */
  let focusBefore = null;

  /**
   * @param {HTMLElement} el
   * @param {Record<string, string>} styles
   */
  function css(el, styles) {
    for (const [name, value] of Object.entries(styles)) el.style.setProperty(name, value);
  }

  /** @param {string} label @param {boolean} primary @param {string} chosen */
  function button(label, primary, chosen) {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = label;
    b.dataset.choice = chosen;
    css(b, {
      font: "inherit",
      "font-weight": "600",
      padding: "8px 16px",
      "min-height": "44px",
      "border-radius": "4px",
      border: "2px solid #1a56db",
      background: primary ? "#1a56db" : "#ffffff",
      color: primary ? "#ffffff" : "#1a56db",
      cursor: "pointer",
    });
    b.addEventListener("click", () => decide(chosen));
    return b;
  }

  function openDialog() {
    if (dialog) return;
    focusBefore = document.activeElement;
    const box = document.createElement("div");
    box.id = "cmp-standin-dialog";
    box.setAttribute("role", "dialog");
    box.setAttribute("aria-modal", "false");
    box.setAttribute("aria-labelledby", "cmp-standin-heading");
    box.setAttribute("aria-describedby", "cmp-standin-text");
    css(box, {
      position: "fixed",
      left: "0",
      right: "0",
      bottom: "0",
      "z-index": "2147483000",
      "box-sizing": "border-box",
      "max-height": "60vh",
      overflow: "auto",
      padding: "16px 24px",
      background: "#ffffff",
      color: "#1a1a1a",
      "border-top": "2px solid #1a1a1a",
      "box-shadow": "0 -4px 16px rgba(0, 0, 0, 0.25)",
      "font-family": "system-ui, sans-serif",
      "font-size": "16px",
      "line-height": "1.5",
      "text-align": "left",
    });
    const heading = document.createElement("h2");
    heading.id = "cmp-standin-heading";
    heading.textContent = TEXT.heading;
    css(heading, { margin: "0 0 8px", "font-size": "1.25rem", "line-height": "1.3", color: "#1a1a1a" });
    const text = document.createElement("p");
    text.id = "cmp-standin-text";
    text.textContent = TEXT.body;
    css(text, { margin: "0 0 12px", "max-width": "70ch" });
    const buttons = document.createElement("div");
    css(buttons, { display: "flex", "flex-wrap": "wrap", gap: "8px" });
    const first = button(TEXT.accept, true, "consent");
    buttons.append(first, button(TEXT.refuse, false, "no-consent"), button(TEXT.nonPersonalised, false, "targeting-refused"));
    box.append(heading, text, buttons);
    dialog = box;
    document.body.appendChild(box);
    // No Escape handler on purpose: the banner stays until the visitor chooses.
    first.focus();
  }

  function closeDialog() {
    if (!dialog) return;
    dialog.remove();
    dialog = null;
    const back = focusBefore;
    focusBefore = null;
    if (back && back !== document.body && back.isConnected && "focus" in back && typeof back.focus === "function") back.focus();
  }

  /** @param {string} chosen */
  function decide(chosen) {
    choice = chosen;
    document.cookie = `${COOKIE}=${chosen}; Max-Age=31536000; Path=/; SameSite=Lax`;
    eventStatus = "useractioncomplete";
    closeDialog();
    notify();
    runDataReady();
  }

  // ——— googlefc, as Google documents it for its CMP.

  /** @type {any} */
  const googlefc = (w.googlefc = w.googlefc || {});
  /** @type {Function[]} */
  let dataReadyWaiting = [];

  function runDataReady() {
    const waiting = dataReadyWaiting;
    dataReadyWaiting = [];
    for (const fn of waiting) safely(fn);
  }

  /** @param {unknown} entry */
  function runEntry(entry) {
    if (typeof entry === "function") return void safely(entry);
    if (!entry || typeof entry !== "object") return;
    const keyed = /** @type {Record<string, unknown>} */ (entry);
    if (typeof keyed.CONSENT_API_READY === "function") safely(keyed.CONSENT_API_READY);
    const dataReady = keyed.CONSENT_DATA_READY;
    if (typeof dataReady === "function") {
      if (choice !== null) safely(dataReady);
      else dataReadyWaiting.push(dataReady);
    }
  }

  const earlier = Array.isArray(googlefc.callbackQueue) ? googlefc.callbackQueue.slice() : [];
  googlefc.callbackQueue = {
    /** @param {...unknown} entries */
    push(...entries) {
      for (const entry of entries) runEntry(entry);
      return entries.length;
    },
  };
  // The visitor's earlier choice stays in force while the banner is open again.
  googlefc.showRevocationMessage = () => {
    if (!gdprApplies() || eventStatus === "cmpuishown") return;
    eventStatus = "cmpuishown";
    whenBody(openDialog);
    notify();
  };

  for (const queued of stubQueue) {
    const args = Array.from(/** @type {ArrayLike<unknown>} */ (queued));
    tcfapi(args[0], args[1], args[2], args[3]);
  }
  for (const entry of earlier) runEntry(entry);
  if (choice === null) whenBody(openDialog);
})();
