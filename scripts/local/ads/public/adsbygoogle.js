// @ts-check
/* global window, document, console, URL, URLSearchParams */
// Stand-in for AdSense's adsbygoogle.js (pagead2.googlesyndication.com/pagead/js/adsbygoogle.js).
// The page marks slots with <ins class="adsbygoogle" data-ad-client data-ad-slot …> and runs
// (adsbygoogle = window.adsbygoogle || []).push({}) once per slot; each push fills the first slot
// not yet processed with an iframe of the slot's size. Honoured before and after load:
// adsbygoogle.requestNonPersonalizedAds = 1 (npa=1 on the creative) and adsbygoogle.pauseAdRequests = 1
// (pushes wait until it is set back to 0).
(() => {
  "use strict";

  /** @type {any} */
  const w = window;
  const before = w.adsbygoogle;
  if (before && before.loaded === true) {
    console.warn("adsbygoogle.js stand-in: loaded more than once; the second copy does nothing.");
    return;
  }

  const current = document.currentScript;
  const ownSrc =
    current && "src" in current && current.src
      ? String(current.src)
      : (Array.from(document.scripts, (s) => s.src).find((src) => /\/pagead\/js\/adsbygoogle\.js/.test(src)) ?? document.baseURI);
  const origin = new URL(ownSrc, document.baseURI).origin;
  const german = (document.documentElement.lang || "").toLowerCase().startsWith("de");

  /** @param {unknown} value */
  const on = (value) => value === 1 || value === "1" || value === true;

  const queued = Array.isArray(before) ? before.slice() : [];
  let paused = on(before && before.pauseAdRequests);
  /** @type {unknown[]} */
  let held = [];
  let frames = 0;

  function fill() {
    const ins = Array.from(document.querySelectorAll("ins.adsbygoogle")).find((el) => !el.hasAttribute("data-adsbygoogle-status"));
    if (!ins) {
      console.error("adsbygoogle.push() error: All 'ins' elements in the DOM with class=adsbygoogle already have ads in them.");
      return;
    }
    // Taken even when it cannot be filled, so the next push goes to the next slot, and marked
    // data-ad-status="unfilled", which a site's CSS can hide as it hides AdSense's own unfilled slots.
    ins.setAttribute("data-adsbygoogle-status", "done");
    const width = ins.clientWidth;
    const height = ins.clientHeight;
    const client = ins.getAttribute("data-ad-client") ?? "";
    const slot = ins.getAttribute("data-ad-slot") ?? "";
    /** @param {string} message */
    const unfilled = (message) => {
      ins.setAttribute("data-ad-status", "unfilled");
      console.error(`adsbygoogle.push() error: ${message}`);
    };
    if (width === 0) return unfilled("No slot size for availableWidth=0");
    if (height === 0) return unfilled(`No slot size for availableWidth=${width}, availableHeight=0 (stand-in: give the ins a CSS height)`);
    if (!/^ca-pub-[0-9]+$/.test(client)) return unfilled(`data-ad-client must be ca-pub-…, got ${JSON.stringify(client)}`);
    if (slot === "") return unfilled("data-ad-slot is missing");
    const frame = document.createElement("iframe");
    frames++;
    frame.id = `aswift_${frames - 1}`;
    frame.title = german ? "Anzeige" : "Advertisement";
    frame.width = String(width);
    frame.height = String(height);
    frame.setAttribute("frameborder", "0");
    frame.setAttribute("scrolling", "no");
    // CSSOM, not a style attribute: the site's CSP has style-src-attr 'none'.
    frame.style.setProperty("display", "block");
    frame.style.setProperty("border", "0");
    const npa = on(api.requestNonPersonalizedAds) ? "1" : "0";
    frame.src = `${origin}/frame?${new URLSearchParams({ provider: "adsense", slot, w: String(width), h: String(height), npa, client })}`;
    ins.appendChild(frame);
    ins.setAttribute("data-ad-status", "filled");
  }

  /** @param {unknown} params */
  function handle(params) {
    if (params !== undefined && (params === null || typeof params !== "object")) {
      console.error(`adsbygoogle.push() error: push() takes an object, got ${params === null ? "null" : typeof params}`);
      return;
    }
    fill();
  }

  const api = {
    loaded: true,
    requestNonPersonalizedAds: before && before.requestNonPersonalizedAds !== undefined ? before.requestNonPersonalizedAds : 0,
    /** @param {...unknown} items */
    push(...items) {
      for (const params of items) {
        if (paused) held.push(params);
        else handle(params);
      }
      return 0;
    },
    get pauseAdRequests() {
      return paused ? 1 : 0;
    },
    set pauseAdRequests(value) {
      paused = on(value);
      if (paused) return;
      const waiting = held;
      held = [];
      for (const params of waiting) handle(params);
    },
  };
  w.adsbygoogle = api;
  api.push(...queued);
})();
