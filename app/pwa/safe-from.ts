// The offline page's "try again" address (app/routes/offline.tsx): its own module, so the page's
// chunk shares nothing with the service worker's client.

/** A path of this site to go back to (the offline page's `from`), or null for anything else. */
export function safeFrom(value: string | null): string | null {
  if (value === null || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  return value.length <= 2_000 ? value : null;
}
