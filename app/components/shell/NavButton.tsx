import type { MouseEvent, ReactNode } from "react";
import { NAV_REDIRECT_DELAY_MS } from "../../config/constants.ts";
import { useUi } from "./ui-context.tsx";

interface Props {
  href: string;
  /** Shown as the loader's purpose text while the next page loads. */
  label: string;
  className?: string;
  children?: ReactNode;
  current?: boolean;
}

/**
 * SPEC §2 navigation button: hides the navigation, shows the loader with the button's label as
 * its purpose and performs a full page load after NAV_REDIRECT_DELAY_MS. Without JavaScript it
 * is an ordinary link; modified clicks (new tab, new window) keep their browser meaning.
 */
export function NavButton({ href, label, className, children, current }: Props) {
  const { showLoader } = useUi();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    showLoader(label);
    window.setTimeout(() => window.location.assign(href), NAV_REDIRECT_DELAY_MS);
  }
  return (
    <a href={href} className={className} onClick={onClick} aria-current={current ? "page" : undefined}>
      {children ?? label}
    </a>
  );
}
