// The service worker's two short notices (pwa-client.ts decides when): that the page is a copy
// kept on this device, and, on the first visit after an update, the version now running. Its own
// chunk, with its texts: most visits show neither.

import { APP_VERSION } from "../config/constants.ts";
import { pathFor, type Locale } from "../config/site-routes.ts";

/** How long a notice stays, unless it holds the focus. */
export const NOTICE_MS = 15_000;

export type Notice = "offlineCopy" | "updated";

export async function showNotice(notice: Notice, locale: Locale): Promise<void> {
  const texts = (locale === "en" ? await import("../locales/en/offline-page.ts") : await import("../locales/de/offline-page.ts")).default
    .notices;
  if (notice === "offlineCopy") show(texts.offlineCopy, null, texts.close);
  else
    show(
      texts.updated.replace("{{version}}", APP_VERSION),
      { href: pathFor("release-notes", locale), text: texts.releaseNotes },
      texts.close,
    );
}

function show(text: string, link: { href: string; text: string } | null, closeText: string): void {
  const notice = document.createElement("div");
  notice.className = "pwa-notice";
  notice.setAttribute("role", "status");
  const p = document.createElement("p");
  p.textContent = text;
  if (link) {
    const a = document.createElement("a");
    a.href = link.href;
    a.textContent = link.text;
    p.appendChild(document.createTextNode(" "));
    p.appendChild(a);
  }
  const close = document.createElement("button");
  close.type = "button";
  close.className = "button";
  close.textContent = closeText;
  const remove = () => notice.remove();
  close.addEventListener("click", remove);
  notice.appendChild(p);
  notice.appendChild(close);
  document.body.appendChild(notice);
  setTimeout(() => {
    if (!notice.contains(document.activeElement)) remove();
  }, NOTICE_MS);
}
