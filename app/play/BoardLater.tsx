// What a board shows only after some play: the pause cover, the end of a strict attempt and the
// solved section. Their
// own chunk, with their texts in the on-demand catalogue: a fresh game never needs them, and the
// page loads them when the player first pauses or fails.
import { Suspense, useEffect, useRef, type ReactNode } from "react";
import { retryLazy } from "../components/shell/ui-context.tsx";
import { Link } from "react-router";
import { AUTO_PAUSE_SECONDS, STRICT_MISTAKE_LIMIT } from "../config/constants.ts";
import { useFullTranslation } from "../lib/i18n/i18n.tsx";
import type { GameKind } from "./game-kind.ts";
import { isPerfect } from "../game/solve-figures.ts";
import type { GameState } from "./game-state.ts";

const MINUTE_SECONDS = 60;
/** The result card and its share button: loaded when a game is first solved, not with a pause. */
const ShareResult = retryLazy(() => import("./ShareResult.tsx"));

/** A pause is no free thinking time: the cover hides the grid until play goes on. */
export function PauseCover({ idle, onResume }: { idle: boolean; onResume(): void }) {
  const { t } = useFullTranslation();
  const resume = useRef<HTMLButtonElement>(null);
  // The hidden grid took the focus with it: it goes to the way back into the game.
  useEffect(() => {
    if (document.activeElement === document.body) resume.current?.focus();
  }, []);
  return (
    <div className="pause-cover">
      <p>{idle ? t("play.more.pausedIdle", { minutes: AUTO_PAUSE_SECONDS / MINUTE_SECONDS }) : t("play.more.paused")}</p>
      <button ref={resume} type="button" className="button" onClick={onResume} aria-keyshortcuts="P">
        {t("play.more.resume")}
      </button>
    </div>
  );
}

/** Strict mode's third mistake: this attempt is over, and a new one starts from the givens. */
export function FailedSection({ onAgain }: { onAgain(): void }) {
  const { t } = useFullTranslation();
  return (
    <section className="solved failed" aria-labelledby="failed-title">
      <h2 id="failed-title">{t("play.more.failedTitle")}</h2>
      <p>{t("play.more.failedText", { limit: STRICT_MISTAKE_LIMIT })}</p>
      <button type="button" className="button" onClick={onAgain}>
        {t("play.more.failedAgain")}
      </button>
    </section>
  );
}

/** The solved section: the time, whether it was solved without help and without a mistake, and the result card to share. */
export function SolvedSection({
  state,
  kind,
  locale,
  note,
  nextHref,
}: {
  state: GameState;
  kind: GameKind;
  locale: string;
  note: ReactNode;
  nextHref: string | null;
}) {
  const { t } = useFullTranslation();
  const perfect = isPerfect(state);
  return (
    <section className="solved" aria-labelledby="solved-title">
      <h2 id="solved-title">{t("play.more.solvedTitle")}</h2>
      <p>{kind.solvedText(t, state, locale)}</p>
      <p className={perfect ? "perfect" : undefined}>
        {perfect
          ? t("play.more.perfect")
          : state.checked === 0 && state.hints === 0 && state.mode !== "relaxed"
            ? t("play.more.solvedWithMistakes", { count: state.mistakes })
            : t("play.more.solvedWithHelp", {
                checked: t("play.checkedCount", { count: state.checked }),
                hints: t("play.hintsCount", { count: state.hints }),
              })}
      </p>
      {note}
      <Suspense fallback={null}>
        <ShareResult state={state} kind={kind} locale={locale} />
      </Suspense>
      {nextHref === null ? null : (
        <Link className="button" to={nextHref}>
          {t("play.nextPuzzle")}
        </Link>
      )}
    </section>
  );
}
