// @ts-check
/* global window, document, console, URL, URLSearchParams */
// Stand-in for a generic third-party ad script: loaded once per page, it fills the first
// [data-external-ad] element with an iframe of that element's size (slot = the attribute's value)
// and offers window.externalAd.refresh() to show a new ad there.
(() => {
  "use strict";

  /** @type {any} */
  const w = window;
  // Scripts like this are often included by several components; only the first copy may render.
  if (w.__externalAdStandInLoaded === true) {
    console.warn("external ad stand-in: loaded more than once; the second copy does nothing.");
    return;
  }
  w.__externalAdStandInLoaded = true;

  const current = document.currentScript;
  const ownSrc =
    current && "src" in current && current.src
      ? String(current.src)
      : (Array.from(document.scripts, (s) => s.src).find((src) => /\/external\/ad\.js/.test(src)) ?? document.baseURI);
  const origin = new URL(ownSrc, document.baseURI).origin;
  const german = (document.documentElement.lang || "").toLowerCase().startsWith("de");

  /** @type {HTMLIFrameElement | null} */
  let frame = null;

  /** @returns {boolean} whether an ad was put in */
  function render() {
    const host = /** @type {HTMLElement | null} */ (document.querySelector("[data-external-ad]"));
    if (!host) {
      console.error("external ad stand-in: no [data-external-ad] element on the page.");
      return false;
    }
    const slot = host.getAttribute("data-external-ad") || "";
    const width = host.clientWidth;
    const height = host.clientHeight;
    if (slot === "" || width === 0 || height === 0) {
      console.error(`external ad stand-in: [data-external-ad="${slot}"] needs a value and a size, has ${width}×${height}.`);
      return false;
    }
    if (frame) frame.remove();
    const next = document.createElement("iframe");
    next.title = german ? "Anzeige" : "Advertisement";
    next.width = String(width);
    next.height = String(height);
    next.setAttribute("frameborder", "0");
    next.setAttribute("scrolling", "no");
    // CSSOM, not a style attribute: the site's CSP has style-src-attr 'none'.
    next.style.setProperty("display", "block");
    next.style.setProperty("border", "0");
    next.src = `${origin}/frame?${new URLSearchParams({ provider: "external", slot, w: String(width), h: String(height), npa: "0" })}`;
    host.appendChild(next);
    frame = next;
    return true;
  }

  w.externalAd = { refresh: render };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", render, { once: true });
  else render();
})();
