// @ts-check
/* global window, document, console, URL, URLSearchParams */
// Stand-in for the Google Publisher Tag (securepubads.g.doubleclick.net/tag/js/gpt.js): the part
// of googletag a site uses to show display ads. The page queues functions on googletag.cmd; at
// load they run, and later pushes run at once. Slots render as one iframe of the slot's first
// fixed size inside the slot's div.
(() => {
  "use strict";

  /** @type {any} */
  const w = window;
  const googletag = (w.googletag = w.googletag || { cmd: [] });
  if (googletag.apiReady === true) {
    console.warn("gpt.js stand-in: loaded more than once; the second copy does nothing.");
    return;
  }

  const current = document.currentScript;
  const ownSrc =
    current && "src" in current && current.src
      ? String(current.src)
      : (Array.from(document.scripts, (s) => s.src).find((src) => /\/tag\/js\/gpt\.js/.test(src)) ?? document.baseURI);
  const origin = new URL(ownSrc, document.baseURI).origin;
  const german = (document.documentElement.lang || "").toLowerCase().startsWith("de");

  /** @param {unknown} error */
  function report(error) {
    if (typeof w.reportError === "function") w.reportError(error);
    else console.error(error);
  }

  /** @typedef {{ slot: Slot, isEmpty: boolean, size: number[], serviceName: string }} RenderEnded */

  let servicesEnabled = false;
  let initialLoadDisabled = false;
  let singleRequest = false;
  let collapseEmpty = false;
  const privacy = { nonPersonalizedAds: false, limitedAds: false, restrictDataProcessing: false };
  /** @type {Slot[]} */
  let slots = [];
  /** @type {Map<string, Set<Function>>} */
  const listeners = new Map();

  class Slot {
    /**
     * @param {string} adUnitPath
     * @param {number[][]} sizes fixed sizes, [width, height] each
     * @param {string} divId
     */
    constructor(adUnitPath, sizes, divId) {
      this.adUnitPath = adUnitPath;
      this.sizes = sizes;
      this.divId = divId;
      /** @type {unknown[]} */
      this.services = [];
      this.displayed = false;
      /** @type {HTMLIFrameElement | null} */
      this.frame = null;
      this.renders = 0;
    }
    /** @param {unknown} service */
    addService(service) {
      if (service !== pubads) console.error("googletag stand-in: addService() knows only googletag.pubads().");
      else if (!this.services.includes(service)) this.services.push(service);
      return this;
    }
    getSlotElementId() {
      return this.divId;
    }
    getAdUnitPath() {
      return this.adUnitPath;
    }
    getSizes() {
      return this.sizes.map(([width, height]) => ({ getWidth: () => width, getHeight: () => height }));
    }
  }

  /**
   * [w, h], or a list of [w, h] and "fluid"; the fixed sizes in order.
   * @param {unknown} size
   * @returns {number[][]}
   */
  function fixedSizes(size) {
    const isPair = (/** @type {unknown} */ s) =>
      Array.isArray(s) && s.length === 2 && s.every((n) => Number.isInteger(n) && n > 0 && n <= 2000);
    if (isPair(size)) return [/** @type {number[]} */ (size)];
    if (!Array.isArray(size)) return [];
    return size.filter(isPair);
  }

  /** @param {Slot} slot */
  function render(slot) {
    const div = document.getElementById(slot.divId);
    if (!div) {
      console.error(`googletag stand-in: no element with id "${slot.divId}" for slot ${slot.adUnitPath}.`);
      return;
    }
    const [width, height] = /** @type {number[]} */ (slot.sizes[0]);
    if (slot.frame) slot.frame.remove();
    const frame = document.createElement("iframe");
    frame.id = `google_ads_iframe_${slot.adUnitPath}_${slot.renders++}`;
    frame.title = german ? "Anzeige" : "Advertisement";
    frame.width = String(width);
    frame.height = String(height);
    frame.setAttribute("frameborder", "0");
    frame.setAttribute("scrolling", "no");
    // CSSOM, not a style attribute: the site's CSP has style-src-attr 'none'.
    frame.style.setProperty("display", "block");
    frame.style.setProperty("border", "0");
    /** @type {Record<string, string>} */
    const query = {
      provider: "gpt",
      slot: slot.adUnitPath,
      w: String(width),
      h: String(height),
      npa: privacy.nonPersonalizedAds || privacy.limitedAds ? "1" : "0",
    };
    if (privacy.limitedAds) query.ltd = "1";
    if (privacy.restrictDataProcessing) query.rdp = "1";
    frame.src = `${origin}/frame?${new URLSearchParams(query)}`;
    div.appendChild(frame);
    slot.frame = frame;
    /** @type {RenderEnded} */
    const event = { slot, isEmpty: false, size: [width, height], serviceName: "publisher_ads" };
    // GPT tells listeners after the fact, never inside display() or refresh().
    void Promise.resolve().then(() => {
      for (const fn of listeners.get("slotRenderEnded") ?? []) {
        try {
          fn(event);
        } catch (error) {
          report(error);
        }
      }
    });
  }

  const pubads = {
    enableSingleRequest() {
      singleRequest = true;
      return true;
    },
    collapseEmptyDivs() {
      // Stand-in slots are never empty; kept so a site can ask, and a test can see it asked.
      collapseEmpty = true;
      return true;
    },
    disableInitialLoad() {
      initialLoadDisabled = true;
    },
    /** @param {{ nonPersonalizedAds?: boolean, limitedAds?: boolean, restrictDataProcessing?: boolean }} settings */
    setPrivacySettings(settings) {
      for (const key of /** @type {(keyof typeof privacy)[]} */ (Object.keys(privacy))) {
        const value = settings ? settings[key] : undefined;
        if (value === undefined) continue;
        if (typeof value === "boolean") privacy[key] = value;
        else console.error(`googletag stand-in: setPrivacySettings: ${key} must be a boolean.`);
      }
      return pubads;
    },
    /** @param {Slot[] | null} [which] */
    refresh(which) {
      if (!servicesEnabled) {
        console.error("googletag stand-in: refresh() before enableServices(): nothing requested.");
        return;
      }
      for (const slot of which ?? slots) if (slots.includes(slot) && slot.displayed) render(slot);
    },
    getSlots() {
      return slots.filter((slot) => slot.services.includes(pubads));
    },
    /** @param {string} type @param {Function} fn */
    addEventListener(type, fn) {
      if (typeof fn !== "function") return pubads;
      const set = listeners.get(type) ?? new Set();
      set.add(fn);
      listeners.set(type, set);
      return pubads;
    },
    /** @param {string} type @param {Function} fn */
    removeEventListener(type, fn) {
      return listeners.get(type)?.delete(fn) ?? false;
    },
    /** What the page asked for, for tests (not part of GPT). */
    standInSettings() {
      return { singleRequest, collapseEmpty, initialLoadDisabled, privacy: { ...privacy } };
    },
  };

  googletag.apiReady = true;
  googletag.pubads = () => pubads;

  /**
   * @param {unknown} adUnitPath
   * @param {unknown} size
   * @param {unknown} divId
   */
  googletag.defineSlot = (adUnitPath, size, divId) => {
    if (typeof adUnitPath !== "string" || !/^\/[0-9]+(\/[^/\s]+)*$/.test(adUnitPath)) {
      console.error(`googletag stand-in: defineSlot: invalid ad unit path ${JSON.stringify(adUnitPath)}.`);
      return null;
    }
    if (typeof divId !== "string" || divId === "") {
      console.error("googletag stand-in: defineSlot: the div id is missing.");
      return null;
    }
    const sizes = fixedSizes(size);
    if (sizes.length === 0) {
      console.error(`googletag stand-in: defineSlot: no fixed size in ${JSON.stringify(size)}.`);
      return null;
    }
    if (slots.some((slot) => slot.divId === divId)) {
      console.error(`googletag stand-in: defineSlot: div "${divId}" already has a slot.`);
      return null;
    }
    const slot = new Slot(adUnitPath, sizes, divId);
    slots.push(slot);
    return slot;
  };

  googletag.enableServices = () => {
    servicesEnabled = true;
    googletag.pubadsReady = true;
  };

  /** @param {any} target a div id, the div, or a Slot */
  googletag.display = (target) => {
    if (!servicesEnabled) {
      console.error("googletag stand-in: display() before enableServices(): nothing shown.");
      return;
    }
    const divId = target instanceof Slot ? target.divId : typeof target === "string" ? target : target instanceof w.Element ? target.id : "";
    const slot = slots.find((s) => s.divId === divId);
    if (!slot) {
      console.error(`googletag stand-in: display(): no slot defined for div "${divId}".`);
      return;
    }
    if (!slot.services.includes(pubads)) {
      console.error(`googletag stand-in: display(): slot ${slot.adUnitPath} has no service (addService(googletag.pubads())).`);
      return;
    }
    slot.displayed = true;
    if (!initialLoadDisabled) render(slot);
  };

  /** @param {Slot[] | null} [which] */
  googletag.destroySlots = (which) => {
    const doomed = which ?? slots;
    for (const slot of doomed) {
      if (slot.frame) slot.frame.remove();
      slot.frame = null;
      slot.displayed = false;
    }
    slots = slots.filter((slot) => !doomed.includes(slot));
    return true;
  };

  /** @param {unknown} fn */
  function run(fn) {
    if (typeof fn !== "function") return;
    try {
      fn();
    } catch (error) {
      report(error);
    }
  }

  const queued = Array.isArray(googletag.cmd) ? googletag.cmd.slice() : [];
  googletag.cmd = {
    /** @param {...unknown} fns */
    push(...fns) {
      for (const fn of fns) run(fn);
      return fns.length;
    },
  };
  for (const fn of queued) run(fn);
})();
