import { useTranslation } from "../../lib/i18n/i18n.tsx";
import { pathFor } from "../../config/site-routes.ts";
import { useRootData } from "../../shell/root-data.ts";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import { NavButton } from "./NavButton.tsx";
import { useUi } from "./ui-context.tsx";

export const TOP_NAV = [
  { key: "home", label: "nav.home" },
  { key: "instructions", label: "nav.instructions" },
  { key: "faq", label: "nav.faq" },
  { key: "contact", label: "nav.contact" },
  { key: "imprint", label: "nav.legal" },
  { key: "privacy", label: "nav.terms" },
] as const;

export function Navbar() {
  const { t } = useTranslation();
  const { locale, pageKey } = useRootData();
  const { setDrawerOpen } = useUi();
  // The whole bar is the main navigation landmark, so that everything in it is inside a landmark:
  // the skip link (the page's first Tab stop), the drawer's menu button, the links and the language
  // switch. Not the banner: the bar sticks to the top of the window, and a sticky box sticks only
  // within its parent, so it cannot share a wrapping <header> with the ambience picture below it.
  return (
    <nav className="navbar" aria-label={t("nav.label")}>
      <a className="skip-link" href="#main">
        {t("site.skipToContent")}
      </a>
      <button
        type="button"
        className="icon-button menu-button"
        aria-label={t("nav.openMenu")}
        aria-haspopup="dialog"
        onClick={() => setDrawerOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div className="top-nav">
        <ul>
          {TOP_NAV.map((item) => (
            <li key={item.key}>
              <NavButton href={pathFor(item.key, locale)} label={t(item.label)} current={pageKey === item.key} />
            </li>
          ))}
        </ul>
      </div>
      <LanguageSwitch />
    </nav>
  );
}
