import { Suspense, useId, type ReactNode } from "react";
import { retryLazy } from "../components/shell/ui-context.tsx";
import { Link } from "react-router";
import { useBoardCtrl } from "./board-ctrl.ts";
import { formatTime } from "./format.ts";
import type { GameKind } from "./game-kind.ts";
import { progress, type PuzzleData } from "./game-state.ts";
import { Grid } from "./Grid.tsx";
import { Keypad } from "./Keypad.tsx";
import { SettingsPanel } from "./SettingsPanel.tsx";
import { SharePanel } from "./SharePanel.tsx";
import { STRICT_MISTAKE_LIMIT } from "../config/constants.ts";

/** Only a signed-in player's board shows the saving line: a first-time visitor never loads it. */
// A part that cannot load says so in its place, with Retry; the board keeps working (ui-context.tsx).
const SaveStatus = retryLazy(() => import("./SaveStatus.tsx").then((m) => ({ default: m.SaveStatus })));
const PauseCover = retryLazy(() => import("./BoardLater.tsx").then((m) => ({ default: m.PauseCover })));
const SolvedSection = retryLazy(() => import("./BoardLater.tsx").then((m) => ({ default: m.SolvedSection })));
const FailedSection = retryLazy(() => import("./BoardLater.tsx").then((m) => ({ default: m.FailedSection })));
/** The reset, save and keys dialogs load on first use: most games never open one. */
const BoardDialogs = retryLazy(() => import("./BoardDialogs.tsx"));

interface Props {
  /** `solution` null when the browser may not know it (the daily puzzle on its day): then `kind` must bring the server's check. */
  puzzle: PuzzleData;
  /**
   * The game's kind (game-kind.ts): a catalogue puzzle (`catalogueKind`) or a day's daily puzzle
   * (`dailyKind`), with where it is kept and how it is checked. Taken for the board's life: the
   * routes key the board by its game.
   */
  kind: GameKind;
  locale: string;
  /** Where both "next puzzle" links go; null hides them (the daily page has no next puzzle). */
  nextHref: string | null;
  /** Shown in the solved section, under the text. */
  solvedNote?: ReactNode;
  /** Entries from a share link: the game starts from them instead of the one this browser kept. */
  sharedEntries?: readonly number[] | null;
  /** Shows the share panel; links open the puzzle by id on `homePath`. */
  share?: { homePath: string };
}

/** The board's view: it renders what the controller (board-ctrl.ts) holds and calls its flows. */
export function Board({ puzzle, kind, locale, nextHref, solvedNote, sharedEntries = null, share }: Props) {
  const ctrl = useBoardCtrl(puzzle, kind, sharedEntries);
  const { t, state, settings, hint, hintUi, checking, dialog, setDialog } = ctrl;
  const helpId = useId();

  return (
    <div
      className={settings.largePrint ? "board large-print" : "board"}
      data-testid="board"
      data-hydrated={ctrl.hydrated || undefined}
      data-puzzle={puzzle.id}
    >
      <p id={helpId} className="visually-hidden">
        {t("play.keyboardHelp")}
      </p>
      <div className="board-layout">
        <div className="board-grid-wrap">
          <div className={state.paused ? "board-grid-box paused" : "board-grid-box"}>
            <Grid
              id={state.id}
              cells={ctrl.views}
              focusCell={state.activeCellId ?? 0}
              multi={state.selection.length > 0}
              t={t}
              describedBy={helpId}
              gridRef={ctrl.gridRef}
              onCellClick={ctrl.onCellClick}
              onCellFocus={ctrl.onCellFocus}
              onCellSelect={ctrl.onCellSelect}
            />
            {/* A pause is no free thinking time: the grid is covered until play goes on. */}
            {state.paused ? (
              <Suspense fallback={<div className="pause-cover" />}>
                <PauseCover idle={state.paused === "idle"} onResume={ctrl.togglePause} />
              </Suspense>
            ) : null}
          </div>
          {/* A named group ("Spielstand"): a paragraph itself may not carry a name (ARIA in HTML). */}
          <p className="board-status" role="group" aria-label={t("play.statusLabel")}>
            <span>{t("play.progress", { percent: progress(state) })}</span>
            {settings.hideTimer ? null : <span role="timer">{t("play.time", { time: formatTime(state.elapsed) })}</span>}
            <button
              type="button"
              className="pause-button"
              aria-pressed={state.paused !== null}
              aria-keyshortcuts="P"
              disabled={state.solved || ctrl.failed}
              onClick={ctrl.togglePause}
            >
              {t("play.pause")}
            </button>
            {state.mode === "strict" ? (
              <span className="mistakes">{t("play.mistakesStrict", { count: state.mistakes, limit: STRICT_MISTAKE_LIMIT })}</span>
            ) : null}
            {state.checked > 0 ? <span>{t("play.checkedCount", { count: state.checked })}</span> : null}
            {state.hints > 0 ? <span>{t("play.hintsCount", { count: state.hints })}</span> : null}
          </p>
          {ctrl.signedIn ? (
            <Suspense fallback={null}>
              <SaveStatus
                status={ctrl.cloudStatus}
                active={state.saving.active}
                counter={state.saving.counter}
                signInHref={ctrl.signInHref}
              />
            </Suspense>
          ) : null}
        </div>
        <div className="board-side">
          {hint && hintUi ? (
            <Suspense fallback={null}>
              <hintUi.HintPanel
                key={hint.counter}
                locale={locale}
                hint={hint.hint}
                stage={hint.stage}
                onMore={ctrl.requestHint}
                onClose={ctrl.closeHint}
                onMark={ctrl.markHint}
              />
            </Suspense>
          ) : null}
          <p className="board-prompt">{ctrl.prompt}</p>
          <Keypad
            t={t}
            remaining={ctrl.remaining}
            invertMode={settings.invertMode}
            selectedDigit={state.selectedDigit}
            notesMode={state.notesMode}
            mode={ctrl.keypadMode}
            filterDigit={state.filterDigit}
            disabled={!ctrl.playing}
            onDigit={ctrl.onDigit}
            onColor={ctrl.onColor}
            onFilter={ctrl.onFilter}
            onErase={ctrl.onErase}
            onToggleNotes={ctrl.onToggleNotes}
            onMode={ctrl.setKeypadMode}
          />
          <div className="toolbar" role="group" aria-label={t("play.toolbarLabel")}>
            {ctrl.tools.map(([label, onClick, disabled, keys]) => {
              const busy = label === "check" && checking;
              return (
                <button
                  key={label}
                  type="button"
                  className="tool"
                  aria-keyshortcuts={keys}
                  aria-busy={busy || undefined}
                  disabled={disabled}
                  onClick={onClick}
                >
                  {busy ? t("play.checking") : t(`play.${label}`)}
                </button>
              );
            })}
            {nextHref === null ? null : (
              <Link className="tool" to={nextHref}>
                {t("play.nextPuzzle")}
              </Link>
            )}
          </div>
          <p className="board-message" role="status">
            {ctrl.message}
          </p>
          {ctrl.failedLoad}
          {share ? (
            <SharePanel t={t} puzzleId={puzzle.id} puzzle={puzzle.puzzle} entries={state.entries} homePath={share.homePath} />
          ) : null}
          <SettingsPanel
            t={t}
            settings={settings}
            onChange={ctrl.changeSetting}
            liveNotes={state.liveNotes}
            onLiveNotes={ctrl.onLiveNotes}
            mode={state.mode}
            modes={ctrl.modes}
            modeLocked={ctrl.failed || state.solved}
            onMode={ctrl.onMode}
          />
        </div>
      </div>
      <div role="status" className="solved-region">
        {ctrl.failed ? (
          <Suspense fallback={null}>
            <FailedSection onAgain={ctrl.reset} />
          </Suspense>
        ) : null}
        {state.solved ? (
          <Suspense fallback={null}>
            <SolvedSection state={state} kind={ctrl.kind} locale={locale} note={solvedNote} nextHref={nextHref} />
          </Suspense>
        ) : null}
      </div>
      <p ref={ctrl.liveRef} className="visually-hidden" aria-live="polite" />
      {/* The dialogs load when one is first opened, and stay mounted so focus returns to what opened them. */}
      {ctrl.dialogSeen ? (
        <Suspense fallback={null}>
          <BoardDialogs open={dialog} onClose={() => setDialog(null)} onReset={ctrl.reset} signInHref={ctrl.signInHref} />
        </Suspense>
      ) : null}
    </div>
  );
}
