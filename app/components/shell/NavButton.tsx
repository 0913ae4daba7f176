import type { ReactNode } from "react";

interface Props {
  href: string;
  /** Shown as the loader's purpose text while the next page loads. */
  label: string;
  className?: string;
  children?: ReactNode;
  current?: boolean;
}

/**
 * SPEC §2 navigation button: a link whose label is the loader's purpose. The click itself is
 * handled with every other link's (link-loader.ts); without JavaScript it is an ordinary link.
 */
export function NavButton({ href, label, className, children, current }: Props) {
  return (
    <a href={href} className={className} data-purpose={label} aria-current={current ? "page" : undefined}>
      {children ?? label}
    </a>
  );
}
