import { useEffect } from "react";
import { NAV_REDIRECT_DELAY_MS } from "../../config/constants.ts";

/**
 * Whether a click on a link leaves for another page of this site, so that SPEC §4 "Hyperlink
 * click" applies. Not for other sites, new tabs, downloads, jumps within the page, or files,
 * feeds and API calls (`/api/…`, a name with an extension): the browser may download or show those
 * in place, and a loader would then never go away.
 */
export function isPageLink(href: string, current: string, target: string, download: boolean): boolean {
  const url = new URL(href, current);
  const here = new URL(current);
  if (download || (target !== "" && target !== "_self") || url.origin !== here.origin) return false;
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return false;
  return !/^\/api\/|\.[a-z0-9]+$/i.test(url.pathname);
}

/**
 * SPEC §4 "Hyperlink click" for every link on the page, in one place: hide the navigation (the
 * drawer and any open dialog), show the loader with the link's purpose (its `data-purpose`, else
 * its accessible text) and load the page after NAV_REDIRECT_DELAY_MS. Router links have already
 * called preventDefault by the time the click reaches the window, and keep their own loader.
 */
export function useLinkLoader(showLoader: (purpose: string, target: string) => void, fallback: string) {
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || !isPageLink(link.href, location.href, link.target, link.hasAttribute("download"))) return;
      event.preventDefault();
      for (const dialog of document.querySelectorAll("dialog[open]")) (dialog as HTMLDialogElement).close();
      const text = link.dataset.purpose || link.getAttribute("aria-label") || link.textContent;
      showLoader(text?.replace(/\s+/g, " ").trim() || fallback, link.href);
      window.setTimeout(() => location.assign(link.href), NAV_REDIRECT_DELAY_MS);
    }
    window.addEventListener("click", onClick);
    return () => window.removeEventListener("click", onClick);
  }, [showLoader, fallback]);
}
