import { useTranslation } from "../../lib/i18n/i18n.tsx";
import { pathFor } from "../../config/site-routes.ts";
import { useRootData } from "../../shell/root-data.ts";
import { NavButton } from "./NavButton.tsx";

export function MenuRow() {
  const { t } = useTranslation();
  const { locale, pageKey } = useRootData();
  return (
    <nav className="menu-row" aria-label={t("nav.menu")}>
      <NavButton href={pathFor("home", locale)} label={t("nav.home")} className="chip" current={pageKey === "home"} />
      <NavButton href={pathFor("academy", locale)} label={t("nav.academy")} className="chip" current={pageKey === "academy"}>
        {t("nav.academy")} <span className="badge">{t("nav.new")}</span>
      </NavButton>
      <NavButton href={pathFor("synapses", locale)} label={t("nav.synapses")} className="chip" current={pageKey === "synapses"} />
    </nav>
  );
}
