import { pathFor } from "../../config/site-routes.ts";
import { useFullTranslation } from "../../lib/i18n/i18n.tsx";
import { useRootData } from "../../shell/root-data.ts";
import { NavButton } from "../shell/NavButton.tsx";
import { Stars } from "../Stars.tsx";

/** The drawer's "last puzzles" (SPEC §2): the newest unsolved saves, or the hint to sign in. */
export function RecentSaves() {
  const { t } = useFullTranslation();
  const { locale, user, recent } = useRootData();
  if (!user) return <p className="drawer-hint">{t("saves.lastPuzzlesLogin")}</p>;
  if (!recent || recent.length === 0) return <p className="drawer-hint">{t("saves.lastPuzzlesEmpty")}</p>;
  const home = pathFor("home", locale);
  return (
    <ul data-testid="recent-saves">
      {recent.map((save) => {
        const label = t("saves.recentLabel", {
          id: save.puzzleId,
          stars: save.stars === 0 ? t("ownPuzzle.rating.beyond") : t("levels.stars", { count: save.stars }),
          percent: save.progress,
        });
        return (
          <li key={save.puzzleId}>
            <NavButton href={`${home}?id=${save.puzzleId}`} label={label} className="level-link">
              <span aria-hidden="true">{t("saves.puzzleNumber", { id: save.puzzleId })}</span>
              <span aria-hidden="true" className="recent-meta">
                <Stars count={save.stars} /> {t("saves.percent", { percent: save.progress })}
              </span>
              <span className="visually-hidden">{label}</span>
            </NavButton>
          </li>
        );
      })}
    </ul>
  );
}
