import { callTouchesShell } from "./revalidation.ts";

// The browser's note of finished calls whose data the shell shows (revalidation.ts SHELL_CALLS).
// The board saves with plain `fetch`, which the router never sees; the page's own resource timing
// does, whoever made the call, so the shell needs no hook in each caller.

let touched = false;
let watching = false;

/** Starts noting calls (once per page; a no-op where the browser has no resource timing). */
export function watchShellCalls(): void {
  if (watching || typeof PerformanceObserver === "undefined") return;
  if (!PerformanceObserver.supportedEntryTypes?.includes("resource")) return;
  watching = true;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      if (entry.initiatorType !== "img" && callTouchesShell(entry.name)) touched = true;
    }
  }).observe({ type: "resource" });
}

/** Whether such a call finished since the last `forgetShellCalls()`. */
export function shellCallsSince(): boolean {
  return touched;
}

/** The shell's data is being loaded again: what was noted is in it. */
export function forgetShellCalls(): void {
  touched = false;
}
