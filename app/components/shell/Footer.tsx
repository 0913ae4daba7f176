import { useTranslation } from "../../lib/i18n/i18n.tsx";
import { APP_VERSION, CURRENT_RELEASE } from "../../config/constants.ts";
import { SISTER_SITES } from "../../config/sister-sites.ts";
import { pathFor } from "../../config/site-routes.ts";
import { useRootData } from "../../shell/root-data.ts";
import { NavButton } from "./NavButton.tsx";
import { Ads } from "../ads/Ads.tsx";
import { AdSlot } from "../ads/AdSlot.tsx";

const FOOTER_NAV = [
  { key: "contact", label: "nav.contact" },
  { key: "faq", label: "nav.faq" },
  { key: "academy", label: "nav.help" },
  { key: "home", label: "nav.home" },
  { key: "instructions", label: "nav.instructions" },
  { key: "imprint", label: "nav.legal" },
  { key: "privacy", label: "nav.terms" },
] as const;

export function Footer() {
  const { t } = useTranslation();
  const { locale, year, pathname } = useRootData();
  return (
    <footer className="site-footer">
      {/* Only the second provider has a footer unit (SPEC §3); keyed by page, so each page asks anew. */}
      <AdSlot key={pathname} position="footer" />
      <nav aria-label={t("footer.label")}>
        <ul className="footer-nav">
          {FOOTER_NAV.map((item) => (
            <li key={item.label}>
              <NavButton href={pathFor(item.key, locale)} label={t(item.label)} className="chip" />
            </li>
          ))}
        </ul>
        <Ads />
      </nav>
      <div className="skyline" aria-hidden="true" />
      <div className="footer-bottom">
        <p>{t("footer.copyright", { year })}</p>
        <p>
          <a href={pathFor(`release-${CURRENT_RELEASE}`, locale)} data-testid="version-link">
            {t("footer.version", { version: APP_VERSION })}
          </a>
        </p>
        <nav aria-label={t("footer.sisterSites")}>
          <ul className="sister-sites">
            {SISTER_SITES.map((site) => (
              <li key={site.id}>
                <a href={site.url} rel="noopener">
                  {site.name[locale]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
