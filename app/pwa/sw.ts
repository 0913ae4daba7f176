// The service worker (/sw.js), built by app/pwa/service-worker-plugin.ts with Workbox's runtime
// modules (decision record 012). It keeps:
// - the build's scripts, styles and icons (Workbox precaching), this build's and the one before,
//   so a tab still running the old build in the middle of a game keeps loading its lazy parts;
// - a visitor's copy of the offline page, of visited lessons and daily pages, and a rolling set
//   of fresh puzzles per play page (offline-plan.ts says what and how offline answers are chosen);
// - the player's games in progress (the copy of the page that shows each), cleared at logout.
// A signed-in player's own HTML is never stored: copies are fetched without credentials, or kept
// only when the server marked the page as free of anything personal.
//
// Updates: a new worker waits. The page (pwa-client.ts) lets it take over only when the page
// itself runs the new build, i.e. at the start of a visit, never under a game already running.

import { PrecacheController, PrecacheRoute } from "workbox-precaching";
import { Router } from "workbox-routing";
import { CacheExpiration } from "workbox-expiration";
import {
  NAVIGATION_TIMEOUT_MS,
  OFFLINE_CACHES,
  OFFLINE_COPY_HEADER,
  OFFLINE_GAMES_MAX,
  OFFLINE_PAGES_MAX,
  OFFLINE_TOP_UP_PER_PAGE,
  PUZZLE_ID_HEADER,
  TOP_UP_INTERVAL_MS,
} from "../config/offline.ts";
import { LOCALES, type Locale } from "../config/site-routes.ts";
import {
  copyKey,
  IN_PROGRESS_KEY,
  missingFresh,
  offlineAnswer,
  offlinePageFor,
  pageKind,
  playPaths,
  type InProgress,
  type PageKind,
} from "./offline-plan.ts";
import { SW_MESSAGES, type ToWorker } from "./messages.ts";
import { OFFLINE_COPY_ATTRIBUTE } from "./offline-marks.ts";

// The few service-worker types used here (the app's TypeScript program has the DOM library, not WebWorker's).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface MessageEvent_ extends ExtendableEvent {
  readonly data: unknown;
  readonly source: { postMessage(message: unknown): void } | null;
}
interface WorkerScope {
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: MessageEvent_) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  location: Location;
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
}
declare const self: WorkerScope;

/** This build's files (injected by the plugin) and the build's id. */
const MANIFEST = self.__WB_MANIFEST;
declare const __SW_BUILD__: string;
const BUILD = __SW_BUILD__;
/** The precache's own note of the cache keys the build before this one used (kept for its open tabs). */
const KEPT_KEYS = "/__offline/precache-keys.json";

const precache = new PrecacheController();
precache.addToCacheList(MANIFEST);
const router = new Router();
router.registerRoute(new PrecacheRoute(precache));

const pagesExpiration = new CacheExpiration(OFFLINE_CACHES.pages, { maxEntries: OFFLINE_PAGES_MAX });

self.addEventListener("install", (event) => {
  event.waitUntil(
    precache.install(event).then(() =>
      // The offline page of each language, as a visitor gets it.
      Promise.all(
        LOCALES.map((locale) => keepVisitorCopy(OFFLINE_CACHES.pages, offlinePageFor(locale, null), offlinePageFor(locale, null))),
      ),
    ),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(prunePrecache().then(() => self.clients.claim()));
});

self.addEventListener("message", (event) => {
  const message = event.data as ToWorker | null;
  if (!message || typeof message !== "object") return;
  if (message.type === SW_MESSAGES.activateIfCurrent) {
    // Only a page running this very build lets it take over: its scripts are all in this precache.
    if (precache.getCacheKeyForURL(new URL(message.entry, self.location.href).href)) event.waitUntil(self.skipWaiting());
  } else if (message.type === SW_MESSAGES.build) {
    event.source?.postMessage({ type: SW_MESSAGES.build, build: BUILD });
  } else if (message.type === SW_MESSAGES.visited && typeof message.url === "string") {
    const url = new URL(message.url, self.location.href);
    if (url.origin === self.location.origin)
      event.waitUntil(rememberVisit(url, Number.isSafeInteger(message.puzzle) ? message.puzzle : null).catch(() => undefined));
  }
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(navigate(event, url));
    return;
  }
  if (url.pathname.endsWith(".data")) {
    event.respondWith(routerData(request, url));
    return;
  }
  const answer = router.handleRequest({ event, request });
  if (answer) event.respondWith(answer);
});

/**
 * A client-side navigation's data (React Router's `<path>.data`): from the network; without one,
 * React Router is told to load the page as a document instead (its single-fetch redirect with
 * X-Remix-Reload-Document), which `navigate` answers from the caches. Without this, a "next
 * puzzle" link pressed offline would end in the error page.
 */
async function routerData(request: Request, url: URL): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    const page = new URL(url);
    page.pathname = url.pathname.endsWith("/_.data") ? url.pathname.slice(0, -"_.data".length) : url.pathname.slice(0, -".data".length);
    page.searchParams.delete("_routes");
    return new Response(null, { status: 204, headers: { "X-Remix-Redirect": pathAndQuery(page), "X-Remix-Reload-Document": "true" } });
  }
}

/** Keeps this build's precache entries and the build before's; drops older ones. */
async function prunePrecache(): Promise<void> {
  const cache = await caches.open(precache.strategy.cacheName);
  const current = new Set(precache.getURLsToCacheKeys().values());
  const before: string[] = await cache.match(KEPT_KEYS).then((r) => (r ? r.json() : []));
  const keep = new Set([...current, ...before]);
  for (const request of await cache.keys()) {
    if (request.url.endsWith(KEPT_KEYS)) continue;
    if (!keep.has(request.url)) await cache.delete(request);
  }
  await cache.put(KEPT_KEYS, new Response(JSON.stringify([...current]), { headers: { "Content-Type": "application/json" } }));
}

/**
 * A page: from the network, keeping what may be kept; when the network fails (or stalls while a
 * kept copy exists), the kept copy, a kept puzzle, or the offline page.
 */
async function navigate(event: FetchEvent, url: URL): Promise<Response> {
  const page = pageKind(url);
  const network = fetch(event.request);
  const held = await holdings(url, page);
  const canWait = !(held.copy || held.inProgress || held.fresh.length > 0);
  try {
    const response = canWait ? await network : await withTimeout(network, NAVIGATION_TIMEOUT_MS);
    if (response) {
      event.waitUntil(remember(url, page, response.clone()).catch(() => undefined));
      return response;
    }
    // Stalled: the kept copy now; the network's answer, if it ever comes, still updates the copy.
    event.waitUntil(network.then((late) => remember(url, page, late)).catch(() => undefined));
  } catch {
    // No network: answered below.
  }
  return answerOffline(url, page, held);
}

interface Holdings {
  copy: Response | undefined;
  inProgress: string | null;
  fresh: string[];
}

async function holdings(url: URL, page: PageKind): Promise<Holdings> {
  if (page.kind === "other") return { copy: undefined, inProgress: null, fresh: [] };
  return {
    copy: await findCopy(url),
    inProgress: page.kind === "play" ? ((await readInProgress())[page.path] ?? null) : null,
    fresh: page.kind === "play" ? await freshKeys(page.path) : [],
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(null), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

const pathAndQuery = (url: URL) => url.pathname + url.search;

/** A kept copy of this very address, in any of the offline caches. */
async function findCopy(url: URL): Promise<Response | undefined> {
  const key = pathAndQuery(url);
  for (const name of [OFFLINE_CACHES.games, OFFLINE_CACHES.puzzles, OFFLINE_CACHES.pages]) {
    const hit = await (await caches.open(name)).match(key);
    if (hit) return hit;
  }
  return undefined;
}

async function readInProgress(): Promise<InProgress> {
  const hit = await (await caches.open(OFFLINE_CACHES.games)).match(IN_PROGRESS_KEY);
  return hit ? hit.json<InProgress>() : {};
}

async function writeInProgress(value: InProgress): Promise<void> {
  const cache = await caches.open(OFFLINE_CACHES.games);
  await cache.put(IN_PROGRESS_KEY, new Response(JSON.stringify(value), { headers: { "Content-Type": "application/json" } }));
}

async function freshKeys(path: string): Promise<string[]> {
  const cache = await caches.open(OFFLINE_CACHES.puzzles);
  return (await cache.keys()).map((r) => pathAndQuery(new URL(r.url))).filter((key) => key.startsWith(`${path}?id=`));
}

async function answerOffline(url: URL, page: PageKind, held: Holdings): Promise<Response> {
  const { copy } = held;
  const answer = offlineAnswer(url, page, { exact: Boolean(copy), inProgress: held.inProgress, fresh: held.fresh });
  if (answer.type === "copy" && copy) return markedCopy(copy);
  if (answer.type === "redirect") {
    if (answer.start && page.kind === "play") await startGame(page.path, answer.to);
    return Response.redirect(new URL(answer.to, self.location.href).href, 302);
  }
  const offlinePage = await (await caches.open(OFFLINE_CACHES.pages)).match(offlinePageFor(page.locale, null));
  if (!offlinePage) return Response.error();
  // The offline page's own address carries `from`: it is a page of its own (it hydrates as one).
  if (answer.type === "offline-page" && pathAndQuery(url) !== answer.to)
    return Response.redirect(new URL(answer.to, self.location.href).href, 302);
  return markedCopy(offlinePage);
}

/** A fresh puzzle becomes the game in progress of its page: it leaves the rolling set for the player's games. */
async function startGame(path: string, key: string): Promise<void> {
  const puzzles = await caches.open(OFFLINE_CACHES.puzzles);
  const copy = await puzzles.match(key);
  if (!copy) return;
  await (await caches.open(OFFLINE_CACHES.games)).put(key, copy);
  await puzzles.delete(key);
  await setInProgress(path, key);
}

async function setInProgress(path: string, key: string): Promise<void> {
  const inProgress = await readInProgress();
  if (inProgress[path] === key) return;
  inProgress[path] = key;
  await writeInProgress(inProgress);
  // The games before stay for the back button, up to OFFLINE_GAMES_MAX; the oldest go first
  // (a cache lists its entries in the order they were put), never one still in progress.
  const games = await caches.open(OFFLINE_CACHES.games);
  const current = new Set(Object.values(inProgress));
  const copies = (await games.keys()).filter((r) => !r.url.endsWith(IN_PROGRESS_KEY) && !current.has(pathAndQuery(new URL(r.url))));
  for (const request of copies.slice(0, Math.max(0, copies.length + current.size - OFFLINE_GAMES_MAX))) await games.delete(request);
}

/** The kept page, marked so the page knows it is a copy (pwa-client.ts shows so; the board saves for the player). */
async function markedCopy(copy: Response): Promise<Response> {
  const html = (await copy.text()).replace("<html ", `<html ${OFFLINE_COPY_ATTRIBUTE}="" `);
  const headers = new Headers(copy.headers);
  headers.delete("Content-Length");
  return new Response(html, { status: 200, headers });
}

/** After a page came from the network: keep what may be kept of it, and top up the fresh puzzles. */
async function remember(url: URL, page: PageKind, response: Response): Promise<void> {
  if (!response.ok || response.redirected) return;
  const visitor = response.headers.get(OFFLINE_COPY_HEADER) === "1";
  const key = pathAndQuery(url);
  if (page.kind === "play") {
    const id = Number(response.headers.get(PUZZLE_ID_HEADER));
    if (Number.isSafeInteger(id) && id > 0) {
      const target = copyKey(page.path, id);
      // The player's game in progress on this page; a signed-in player's page is fetched again as a
      // visitor's, once per puzzle (a reload of the same game costs the server nothing more).
      const games = await caches.open(OFFLINE_CACHES.games);
      if (visitor) await games.put(target, response);
      else if (!(await games.match(target))) await keepVisitorCopy(OFFLINE_CACHES.games, target, target);
      await setInProgress(page.path, target);
    }
    await topUp(page.locale);
  } else if (page.kind === "lesson" || page.kind === "daily") {
    const pages = await caches.open(OFFLINE_CACHES.pages);
    // A lesson does not change from one visit to the next; the daily page does, with the day.
    if (visitor) await pages.put(key, response);
    else if (page.kind === "daily" || !(await pages.match(key))) await keepVisitorCopy(OFFLINE_CACHES.pages, key, key);
    await pagesExpiration.updateTimestamp(key);
    await pagesExpiration.expireEntries();
    await topUp(page.locale);
  } else if (page.kind !== "offline") {
    await topUp(page.locale);
  }
}

/** A page that loaded before this worker controlled it (the first visit): kept as if it had come through `navigate`. */
async function rememberVisit(url: URL, puzzle: number | null): Promise<void> {
  const page = pageKind(url);
  if (page.kind === "play" && puzzle !== null && puzzle > 0) {
    const target = copyKey(page.path, puzzle);
    if ((await keepVisitorCopy(OFFLINE_CACHES.games, target, target)) !== null) await setInProgress(page.path, target);
  } else if (page.kind === "lesson" || page.kind === "daily") {
    const key = pathAndQuery(url);
    await keepVisitorCopy(OFFLINE_CACHES.pages, key, key);
    await pagesExpiration.updateTimestamp(key);
    await pagesExpiration.expireEntries();
  }
  await topUp(page.locale);
}

/** Fetches `from` as a visitor (no cookies) and keeps it under `key`; returns the puzzle's id header if any. */
async function keepVisitorCopy(cacheName: string, from: string, key: string): Promise<number | null> {
  const response = await fetch(new URL(from, self.location.href).href, { credentials: "omit", redirect: "error" });
  if (!response.ok || response.headers.get(OFFLINE_COPY_HEADER) !== "1") return null;
  const id = Number(response.headers.get(PUZZLE_ID_HEADER));
  await (await caches.open(cacheName)).put(key, response);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const lastTopUp = new Map<Locale, number>();

interface NetworkInformation {
  saveData?: boolean;
}

/**
 * Tops up the fresh puzzles of the language's play pages towards OFFLINE_PUZZLES_PER_PAGE, at most
 * OFFLINE_TOP_UP_PER_PAGE per page and round, one request at a time, at most one round per
 * TOP_UP_INTERVAL_MS. So the first visit already has two new puzzles of every level (a start and a
 * "next puzzle"), and the full set builds up over the next visits instead of costing a first visit
 * on a phone 30 pages at once. Not when the browser asks to save data.
 */
async function topUp(locale: Locale): Promise<void> {
  const now = Date.now();
  if (now - (lastTopUp.get(locale) ?? 0) < TOP_UP_INTERVAL_MS) return;
  if ((navigator as Navigator & { connection?: NetworkInformation }).connection?.saveData) return;
  lastTopUp.set(locale, now);
  const puzzles = await caches.open(OFFLINE_CACHES.puzzles);
  for (const path of playPaths(locale)) {
    let wanted = Math.min(OFFLINE_TOP_UP_PER_PAGE, missingFresh((await freshKeys(path)).length));
    // One try more than wanted: a random pick may repeat one already kept.
    for (let tries = wanted + 1; wanted > 0 && tries > 0; tries--) {
      const response = await fetch(new URL(path, self.location.href).href, { credentials: "omit", redirect: "error" }).catch(() => null);
      if (!response?.ok || response.headers.get(OFFLINE_COPY_HEADER) !== "1") return;
      const id = Number(response.headers.get(PUZZLE_ID_HEADER));
      if (!Number.isSafeInteger(id) || id <= 0) return;
      const key = copyKey(path, id);
      if (await puzzles.match(key)) continue;
      await puzzles.put(key, response);
      wanted--;
    }
  }
}
