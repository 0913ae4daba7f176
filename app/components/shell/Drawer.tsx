import { useFullTranslation } from "../../lib/i18n/i18n.tsx";
import { LEVELS } from "../../config/constants.ts";
import { formatDate } from "../../lib/dates/berlin-time.ts";
import { levelKey, pathFor } from "../../config/site-routes.ts";
import { useRootData } from "../../shell/root-data.ts";
import { Dialog } from "../Dialog.tsx";
import { RecentSaves } from "../saves/RecentSaves.tsx";
import { Stars } from "../Stars.tsx";
import { TOP_NAV } from "./Navbar.tsx";
import { NavButton } from "./NavButton.tsx";
import { ThemeToggle } from "./ThemeToggle.tsx";
import { useUi } from "./ui-context.tsx";

const LEVELS_HARDEST_FIRST = [...LEVELS].reverse();

/** The navigation drawer of SPEC §2. */
export function Drawer() {
  const { t } = useFullTranslation();
  const { locale, daily } = useRootData();
  const { drawerOpen, setDrawerOpen } = useUi();
  return (
    <Dialog
      open={drawerOpen}
      onClose={() => setDrawerOpen(false)}
      title={t("drawer.title")}
      closeLabel={t("nav.closeMenu")}
      className="drawer"
    >
      <nav aria-label={t("drawer.title")}>
        <ul className="drawer-list">
          {/* Small screens cannot show the whole top navbar, so the drawer repeats it there. */}
          {TOP_NAV.map((item) => (
            <li key={item.key} className="drawer-topnav">
              <NavButton href={pathFor(item.key, locale)} label={t(item.label)} />
            </li>
          ))}
          {/* On the play page the print styles leave the puzzle; elsewhere the page in hand. */}
          <li>
            <button
              type="button"
              className="drawer-button"
              onClick={() => {
                setDrawerOpen(false);
                // Let the dialog close before the print preview captures the page.
                window.setTimeout(() => window.print(), 50);
              }}
            >
              {t("drawer.print")}
            </button>
          </li>
          <li>
            <NavButton href={pathFor("release-notes", locale)} label={t("drawer.releaseNotes")} />
          </li>
          <li>
            <NavButton href={pathFor("daily", locale)} label={t("daily.title")} className="drawer-daily">
              <span>{t("daily.title")}</span> <time dateTime={daily.today}>{formatDate(daily.today, locale)}</time>
              {daily.solvedToday ? (
                <>
                  {" "}
                  <span className="calendar-mark solved" aria-hidden="true" data-testid="drawer-daily-tick">
                    ✓
                  </span>
                  <span className="visually-hidden">{t("daily.solvedToday")}</span>
                </>
              ) : null}
            </NavButton>
          </li>
          <li>
            <NavButton href={pathFor("winners", locale)} label={t("daily.drawerWinners")} />
          </li>
          <li>
            <NavButton href={pathFor("saved-puzzles", locale)} label={t("saves.savedTitle")} />
          </li>
          <li>
            <NavButton href={pathFor("solved-puzzles", locale)} label={t("saves.solvedTitle")} />
          </li>
          <li>
            <NavButton href={pathFor("statistics", locale)} label={t("statistics.navLabel")} />
          </li>
          <li>
            <NavButton href={pathFor("own-puzzle", locale)} label={t("drawer.ownPuzzle")} />
          </li>
          <li>
            <details className="accordion" open>
              <summary>{t("drawer.newPuzzle")}</summary>
              <ul>
                {LEVELS_HARDEST_FIRST.map((level) => (
                  <li key={level}>
                    <NavButton href={pathFor(levelKey(level), locale)} label={t(`levels.${level}`)} className="level-link">
                      <span>{t(`levels.${level}`)}</span> <Stars count={level} />
                    </NavButton>
                  </li>
                ))}
              </ul>
            </details>
          </li>
          <li>
            <details className="accordion">
              <summary>{t("saves.lastPuzzles")}</summary>
              <RecentSaves />
            </details>
          </li>
          <li>
            <details className="accordion">
              <summary>{t("drawer.appearance")}</summary>
              <ThemeToggle />
            </details>
          </li>
        </ul>
      </nav>
    </Dialog>
  );
}
