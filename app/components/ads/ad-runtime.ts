// The ad code proper, loaded only after consent to TCF purpose 1 (components/ads/Ads.tsx). It
// fills the slots the page reserved (AdSlot), after SPEC §4's delay, with the provider the server
// chose for this page view, and clears each slot when it leaves the page.
import {
  AD_DELAY_MS,
  LIVE_HOSTS,
  SCRIPT_PATHS,
  STICKY_AD_MIN_WIDTH_PX,
  providerById,
  providerPositions,
  scriptHost,
  type AdPosition,
  type AdProvider,
  type AdsSetup,
} from "../../config/ads.ts";
import type { AdConsent } from "../../ads/consent.ts";
import { AD_SLOT_MOUNT, AD_SLOT_UNMOUNT } from "./AdSlot.tsx";

export interface AdRuntime {
  /** Fill every slot on the page now and every slot that appears later. Again with new consent: refill. */
  start(consent: AdConsent): void;
  /** Clear every slot and stop filling. */
  stop(): void;
}

interface GptSlot {
  addService(service: unknown): GptSlot;
}
interface GoogleTag {
  cmd: { push(fn: () => void): void };
  defineSlot(path: string, size: [number, number], divId: string): GptSlot | null;
  pubads(): { setPrivacySettings(s: { nonPersonalizedAds: boolean }): void; enableSingleRequest(): void };
  enableServices(): void;
  display(divId: string): void;
  destroySlots(slots?: GptSlot[]): boolean;
}
type AdsByGoogle = { push(params: object): void; requestNonPersonalizedAds?: number };
interface AdWindow {
  adsbygoogle?: AdsByGoogle | object[];
  googletag?: GoogleTag;
  externalAd?: { refresh(): void };
}

const STICKY_QUERY = `(min-width: ${STICKY_AD_MIN_WIDTH_PX + 1}px)`;

function loadScript(src: string): void {
  if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return;
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  script.crossOrigin = "anonymous";
  document.head.appendChild(script);
}

/** Only slots the visitor can see get an ad (the sidebar exists twice: aside and phone dialog). */
function visible(el: HTMLElement, position: AdPosition): boolean {
  if (position === "sticky-skyscraper" && !window.matchMedia(STICKY_QUERY).matches) return false;
  return el.isConnected && el.getClientRects().length > 0 && el.clientWidth > 0;
}

let slotIds = 0;

export function createAdRuntime(setup: AdsSetup): AdRuntime {
  const provider: AdProvider | undefined = providerById(setup.provider);
  const w = window as unknown as AdWindow;
  const positions = new Set(provider ? providerPositions(provider) : []);
  const timers = new Map<HTMLElement, number>();
  const filled = new Map<HTMLElement, GptSlot | null>();
  let consent: AdConsent | null = null;
  let gptEnabled = false;
  const sticky = window.matchMedia(STICKY_QUERY);

  const positionOf = (el: HTMLElement) => el.dataset.adPosition as AdPosition | undefined;

  function request(el: HTMLElement, position: AdPosition) {
    if (!provider || !consent || filled.has(el) || !visible(el, position)) return;
    const npa = consent.targeting ? 0 : 1;
    switch (provider.type) {
      case "adsense": {
        const unit = provider.slots[position];
        if (!unit) return;
        loadScript(`${scriptHost(setup, "adsense")}${SCRIPT_PATHS.adsense}?client=${provider.client}`);
        const queue = (w.adsbygoogle ??= []) as AdsByGoogle;
        queue.requestNonPersonalizedAds = npa;
        const ins = document.createElement("ins");
        ins.className = "adsbygoogle";
        ins.dataset.adClient = provider.client;
        ins.dataset.adSlot = unit;
        ins.dataset.adFormat = provider.format;
        ins.dataset.fullWidthResponsive = "false";
        el.replaceChildren(ins);
        filled.set(el, null);
        queue.push({});
        return;
      }
      case "gpt": {
        const path = provider.slots[position];
        if (!path) return;
        loadScript(`${scriptHost(setup, "gpt")}${SCRIPT_PATHS.gpt}`);
        const div = document.createElement("div");
        div.id = `gpt-${position}-${++slotIds}`;
        el.replaceChildren(div);
        filled.set(el, null);
        const gt = (w.googletag ??= { cmd: [] } as unknown as GoogleTag);
        const size: [number, number] = [el.clientWidth, el.clientHeight];
        gt.cmd.push(() => {
          const g = w.googletag!;
          const slot = g.defineSlot(path, size, div.id)?.addService(g.pubads()) ?? null;
          // SPEC §4: the first slot defines, enables and displays; the others define and display.
          if (!gptEnabled) {
            g.pubads().setPrivacySettings({ nonPersonalizedAds: npa === 1 });
            g.pubads().enableSingleRequest();
            g.enableServices();
            gptEnabled = true;
          }
          if (filled.has(el)) filled.set(el, slot);
          g.display(div.id);
        });
        return;
      }
      case "external": {
        if (position !== provider.position) return;
        el.dataset.externalAd = position;
        el.dataset.npa = String(npa);
        filled.set(el, null);
        const src = `${setup.standinOrigin ?? LIVE_HOSTS.external}${provider.scriptPath}`;
        // Loaded once; a later page view of the same document asks the loaded script to draw again.
        if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) w.externalAd?.refresh();
        else loadScript(src);
        return;
      }
    }
  }

  function schedule(el: HTMLElement) {
    const position = positionOf(el);
    if (!position || !positions.has(position) || timers.has(el) || filled.has(el)) return;
    timers.set(
      el,
      window.setTimeout(() => {
        timers.delete(el);
        request(el, position);
      }, AD_DELAY_MS),
    );
  }

  function clear(el: HTMLElement) {
    window.clearTimeout(timers.get(el));
    timers.delete(el);
    if (!filled.has(el)) return;
    const slot = filled.get(el);
    if (slot && w.googletag) w.googletag.destroySlots([slot]);
    filled.delete(el);
    el.replaceChildren();
    delete el.dataset.externalAd;
  }

  const onMount = (e: Event) => consent && schedule((e as CustomEvent<HTMLElement>).detail);
  const onUnmount = (e: Event) => clear((e as CustomEvent<HTMLElement>).detail);
  const onSticky = () => {
    for (const el of document.querySelectorAll<HTMLElement>('[data-ad-position="sticky-skyscraper"]')) {
      if (sticky.matches) schedule(el);
      else clear(el);
    }
  };
  const all = () => [...document.querySelectorAll<HTMLElement>("[data-ad-position]")];

  return {
    start(next) {
      const changed = consent !== null && consent.targeting !== next.targeting;
      if (consent === null) {
        window.addEventListener(AD_SLOT_MOUNT, onMount);
        window.addEventListener(AD_SLOT_UNMOUNT, onUnmount);
        sticky.addEventListener("change", onSticky);
      }
      if (changed) for (const el of all()) clear(el);
      consent = next;
      for (const el of all()) schedule(el);
    },
    stop() {
      window.removeEventListener(AD_SLOT_MOUNT, onMount);
      window.removeEventListener(AD_SLOT_UNMOUNT, onUnmount);
      sticky.removeEventListener("change", onSticky);
      for (const el of [...new Set([...timers.keys(), ...filled.keys()])]) clear(el);
      consent = null;
    },
  };
}
