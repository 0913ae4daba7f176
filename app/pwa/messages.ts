// What the pages and the service worker (sw.ts) say to each other.

import { OFFLINE_COPY_ATTRIBUTE } from "./offline-marks.ts";

export const SW_MESSAGES = {
  /** Page → waiting worker: take over if this page's entry script is in your precache (the page runs your build). */
  activateIfCurrent: "activate-if-current",
  /** Page → worker, and the answer: the worker's build id. */
  build: "build",
  /** Page → worker: this page loaded before the worker controlled it; keep what may be kept of it. */
  visited: "visited",
} as const;

export type ToWorker =
  | { type: typeof SW_MESSAGES.activateIfCurrent; entry: string }
  | { type: typeof SW_MESSAGES.build }
  | { type: typeof SW_MESSAGES.visited; url: string; puzzle: number | null };

/** Whether this document is a kept copy the service worker served offline. */
export const isOfflineCopy = (): boolean => document.documentElement.hasAttribute(OFFLINE_COPY_ATTRIBUTE);
