// @ts-check
/* global window, document, console */
// The harness page's own script (GET /__standin/harness): it plays a site that asks the CMP and
// loads the chosen ad provider only once the visitor consented to purpose 1 (or the GDPR does
// not apply). What it saw is kept in window.harness for tests/e2e/ad-standins.spec.ts.
(() => {
  "use strict";

  /** @type {any} */
  const w = window;
  const configElement = document.getElementById("harness-config");
  /** @type {{ origin: string, publisher: string, provider: string, lang: string, stub: boolean, auto: boolean, twice: boolean }} */
  const config = JSON.parse(configElement ? configElement.textContent || "{}" : "{}");
  const german = config.lang === "de";

  const state = {
    /** "absent" | "present" | "stub": what __tcfapi was when the harness started. */
    cmp: "pending",
    /** Every tcData the listener got, as JSON. */
    events: /** @type {unknown[]} */ ([]),
    /** CSP violations, "directive blocked-uri". */
    violations: /** @type {string[]} */ ([]),
    /** 1 when the harness asked for non-personalised ads; null before it loaded a provider. */
    npa: /** @type {number | null} */ (null),
    /** Provider scripts that finished loading. */
    scriptsLoaded: 0,
    /** Provider scripts that failed to load. */
    scriptErrors: 0,
  };
  w.harness = state;
  document.addEventListener("securitypolicyviolation", (event) => state.violations.push(`${event.violatedDirective} ${event.blockedURI}`));

  /** @param {() => void} fn */
  function whenReady(fn) {
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", fn, { once: true });
    else fn();
  }

  function showStatus() {
    const status = document.getElementById("harness-status");
    if (!status) return;
    /** @type {any} */
    const last = state.events[state.events.length - 1];
    // Outside the GDPR the TC data has no eventStatus (CMP API v2.2).
    const event = (last && last.eventStatus) || "–";
    status.textContent = german
      ? `CMP: ${state.cmp}; letztes Ereignis: ${event}; Anbieter-Skripte geladen: ${state.scriptsLoaded}`
      : `CMP: ${state.cmp}; last event: ${event}; provider scripts loaded: ${state.scriptsLoaded}`;
  }

  /** @param {string} src */
  function loadScript(src) {
    // Inserted by a nonce'd script: the CSP's 'strict-dynamic' lets it run without a nonce of its own.
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.addEventListener("load", () => {
      state.scriptsLoaded++;
      showStatus();
    });
    script.addEventListener("error", () => state.scriptErrors++);
    document.head.appendChild(script);
  }

  let providerRequested = false;

  /** @param {any} tcData */
  function loadProvider(tcData) {
    if (providerRequested || config.provider === "none") return;
    providerRequested = true;
    // Outside the GDPR the TC data holds no purposes: nobody is asked, ads are personalised.
    const npa = tcData.gdprApplies && !(tcData.purpose.consents[3] === true && tcData.purpose.consents[4] === true) ? 1 : 0;
    state.npa = npa;
    const times = config.twice ? 2 : 1;
    if (config.provider === "adsense") {
      const ads = (w.adsbygoogle = w.adsbygoogle || []);
      if (npa) ads.requestNonPersonalizedAds = 1;
      // Pushed before the script loads, as a page does: the tag works through the queue at load.
      if (config.auto) for (let i = 0; i < document.querySelectorAll("ins.adsbygoogle").length; i++) ads.push({});
      for (let i = 0; i < times; i++) loadScript(`${config.origin}/pagead/js/adsbygoogle.js?client=ca-${config.publisher}`);
    } else if (config.provider === "gpt") {
      const googletag = (w.googletag = w.googletag || { cmd: [] });
      if (config.auto)
        googletag.cmd.push(() => {
          const pubads = googletag.pubads();
          googletag.defineSlot("/1234567/sudoku/leaderboard", [728, 90], "div-gpt-leaderboard").addService(pubads);
          googletag.defineSlot("/1234567/sudoku/rectangle", [[300, 250], "fluid"], "div-gpt-rectangle").addService(pubads);
          pubads.enableSingleRequest();
          pubads.collapseEmptyDivs();
          pubads.setPrivacySettings({ nonPersonalizedAds: npa === 1 });
          googletag.enableServices();
          googletag.display("div-gpt-leaderboard");
          googletag.display("div-gpt-rectangle");
        });
      for (let i = 0; i < times; i++) loadScript(`${config.origin}/tag/js/gpt.js`);
    } else if (config.provider === "external") {
      for (let i = 0; i < times; i++) loadScript(`${config.origin}/external/ad.js`);
    }
  }

  if (config.stub) {
    // The IAB's stub in its smallest form: calls wait in __tcfapi.a until the CMP loads.
    w.__tcfapi = function () {
      (w.__tcfapi.a = w.__tcfapi.a || []).push(arguments);
    };
  }

  if (typeof w.__tcfapi !== "function") {
    state.cmp = "absent";
  } else {
    state.cmp = config.stub ? "stub" : "present";
    w.__tcfapi("addEventListener", 2, (/** @type {any} */ tcData, /** @type {boolean} */ success) => {
      if (!success) return;
      state.events.push(JSON.parse(JSON.stringify(tcData)));
      whenReady(showStatus);
      // While the banner is up the visitor has not decided (again) yet.
      if (tcData.eventStatus === "cmpuishown") return;
      if (!tcData.gdprApplies || tcData.purpose.consents[1] === true) whenReady(() => loadProvider(tcData));
    });
  }

  whenReady(() => {
    showStatus();
    const settings = document.getElementById("privacy-settings");
    if (!settings) return;
    // Google's documented link for reopening the banner.
    settings.addEventListener("click", () => {
      /** @type {any} */
      const googlefc = (w.googlefc = w.googlefc || {});
      googlefc.callbackQueue = googlefc.callbackQueue || [];
      if (typeof googlefc.showRevocationMessage === "function") googlefc.callbackQueue.push(googlefc.showRevocationMessage);
      else console.warn("harness: no CMP to reopen.");
    });
  });
})();
