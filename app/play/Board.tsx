import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "../lib/i18n/i18n.tsx";
import { Link, useLocation } from "react-router";
import { Dialog } from "../components/Dialog.tsx";
import { useUi } from "../components/shell/ui-context.tsx";
import { pathFor } from "../config/site-routes.ts";
import { formatDate } from "../lib/dates/berlin-time.ts";
import { useRootData } from "../shell/root-data.ts";
import { findConflicts } from "../sudoku/grid.ts";
import { describeChange } from "./announce.ts";
import { cellViews } from "./cell-views.ts";
import { formatTime } from "./format.ts";
import { currentValues, isPerfect, progress, remainingPerDigit, type Action, type PuzzleData } from "./game-state.ts";
import { Grid } from "./Grid.tsx";
import type * as HintUiModule from "./HintPanel.tsx";
import type * as DailyCheckModule from "./daily-check.ts";
import type { Hint, HintStage } from "./hints.ts";
import { Keypad } from "./Keypad.tsx";
import { SaveStatus } from "./SaveStatus.tsx";
import { SettingsPanel } from "./SettingsPanel.tsx";
import { SharePanel } from "./SharePanel.tsx";
import { useCloudSave } from "./use-cloud-save.ts";
import { dailySlot } from "./storage.ts";
import { useGame } from "./use-game.ts";
import { useSettings } from "./use-settings.ts";

interface Props {
  /** `solution` null for the daily puzzle on its day: then `daily` must be given, so the server checks. */
  puzzle: PuzzleData;
  locale: string;
  /** Where both "next puzzle" links go; null hides them (the daily page has no next puzzle). */
  nextHref: string | null;
  /** Shown in the solved section, under the text. */
  solvedNote?: ReactNode;
  /**
   * The daily puzzle of `date` (YYYY-MM-DD): the check asks the server, the account keeps the game
   * under the date (/api/daily-sudoku/save, its own offline queue), and so does this browser.
   */
  daily?: { date: string };
  /** Entries from a share link: the game starts from them instead of the one this browser kept. */
  sharedEntries?: readonly number[] | null;
  /** Shows the share panel; links open the puzzle by id on `homePath`. */
  share?: { homePath: string };
}

type HintUi = typeof HintUiModule;
const loadHintUi = (): Promise<HintUi> => import("./HintPanel.tsx");
/** The daily check brings the savegame schema (zod/mini): fetched on a daily board's first check only. */
const loadDailyCheck = (): Promise<typeof DailyCheckModule> => import("./daily-check.ts");

interface OpenHint {
  stage: HintStage;
  hint: Hint;
  /** The change counter the hint was computed for; any later change makes it stale. */
  counter: number;
  /** Cells the panel marks while it explains a chain step by step (instead of the targets). */
  marks?: number[] | null;
}

type ToolLabel = "undo" | "redo" | "check" | "hint" | "magicNotes" | "reset" | "print" | "save";

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el?.closest?.("input, select, textarea, dialog, [contenteditable]");
}

export function Board({ puzzle, locale, nextHref, solvedNote, daily, sharedEntries = null, share }: Props) {
  const { t } = useTranslation();
  const { showAlert } = useUi();
  const root = useRootData();
  const userId = root.user?.id ?? null;
  const signedIn = userId !== null;
  const dailyDate = daily?.date ?? null;
  const { state, store } = useGame(puzzle, userId, dailyDate === null ? puzzle.id : dailySlot(dailyDate), sharedEntries);
  const cloud = useCloudSave(store, userId, dailyDate);
  const { sessionGone } = cloud;
  // SPEC §4 Saving: signing in from the board comes back to this very puzzle (by number; the daily
  // page names its day in its own address), where the first load as a signed-in player carries the
  // game into the account.
  const { pathname, search } = useLocation();
  const backTo = dailyDate === null ? `${pathname}?id=${puzzle.id}` : `${pathname}${search}`;
  const signInHref = `${pathFor("authentication", root.locale)}?from=${encodeURIComponent(backTo)}`;
  const [settings, changeSetting] = useSettings();
  const [message, setMessage] = useState<string | null>(null);
  const [openHint, setOpenHint] = useState<OpenHint | null>(null);
  const [hintUi, setHintUi] = useState<HintUi | null>(null);
  const [dialog, setDialog] = useState<"reset" | "save" | null>(null);
  /** The server is checking the daily game. */
  const [checking, setChecking] = useState(false);
  // Marks the board as interactive once hydrated (tests and the benchmarks wait for it).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const gridRef = useRef<HTMLTableElement>(null);
  const liveRef = useRef<HTMLParagraphElement>(null);
  const helpId = useId();
  const { speedMode, invertMode } = settings;

  const act = useCallback(
    (action: Action) => {
      const prev = store.getState();
      store.dispatch(action);
      const text = describeChange(prev, store.getState(), action, t);
      if (text && liveRef.current) liveRef.current.textContent = text;
    },
    [store, t],
  );

  const pressDigit = useCallback(
    (digit: number, fromKeypad: boolean) => {
      const s = store.getState();
      // Invert mode: the keypad picks the digit that taps then apply; the keyboard always works cell first.
      if (invertMode && (fromKeypad || s.activeCellId === null)) act({ type: "pickDigit", digit });
      else act({ type: "digit", digit, now: Date.now(), speed: speedMode });
    },
    [act, store, invertMode, speedMode],
  );

  const check = useCallback(() => {
    const report = () => {
      const wrong = store.getState().warnings.filter(Boolean).length;
      setMessage(wrong ? t("play.checkWrong", { count: wrong }) : t("play.checkAllRight"));
    };
    if (dailyDate === null) {
      act({ type: "check" });
      report();
      return;
    }
    // The browser does not know the daily solution: the server compares, and its answer is the check.
    const sent = store.getState();
    setChecking(true);
    loadDailyCheck()
      .then((m) => m.checkDaily(dailyDate, sent))
      .catch(() => ({ kind: "failed" }) as const)
      .then((answer) => {
        setChecking(false);
        if (answer.kind === "signed-out") {
          sessionGone();
          showAlert({ text: t("saves.status.signedOut") });
        } else if (answer.kind === "failed") showAlert({ text: t("play.checkFailed") });
        else {
          // The server judged the grid as it was sent: an entry changed since then is not the one it found wrong.
          const now = store.getState();
          act({ type: "check", wrong: answer.wrong.filter((c) => now.entries[c] === sent.entries[c]) });
          report();
        }
      });
  }, [act, dailyDate, sessionGone, showAlert, store, t]);

  const hintFresh = openHint !== null && openHint.counter === state.saving.counter;
  const requestHint = useCallback(() => {
    if (hintFresh) {
      setOpenHint((h) => (h && h.stage < 3 ? { ...h, stage: (h.stage + 1) as HintStage } : h));
      return;
    }
    const s = store.getState();
    act({ type: "hintUsed" });
    setMessage(t("play.hintLoading"));
    loadHintUi()
      .then((ui) => {
        setHintUi(ui);
        setMessage(null);
        // Only if nothing changed while the chunk loaded; otherwise the hint would describe an old position.
        if (store.getState().saving.counter === s.saving.counter)
          setOpenHint({ stage: 1, hint: ui.findHint(s), counter: s.saving.counter });
      })
      // Also a hint that cannot be worked out (givens without a solution): a message, never a broken board.
      .catch(() => {
        setMessage(null);
        showAlert({ text: t("play.hintLoadFailed") });
      });
  }, [act, hintFresh, showAlert, store, t]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || isTyping(e.target)) return;
      const key = e.key;
      if (e.ctrlKey || e.metaKey) {
        const lower = key.toLowerCase();
        if (lower === "z" && !e.shiftKey) act({ type: "undo" });
        else if (lower === "y" || (lower === "z" && e.shiftKey)) act({ type: "redo" });
        else return;
        e.preventDefault();
        return;
      }
      const arrow = ARROWS[key];
      if (arrow) {
        // Arrows move through the grid only while it has focus; elsewhere they scroll the page.
        if (!gridRef.current?.contains(e.target as Node)) return;
        act({ type: "move", rows: arrow[0], cols: arrow[1] });
      } else if (key >= "1" && key <= "9" && key.length === 1) pressDigit(Number(key), false);
      else if (key === "Backspace" || key === "Delete" || key === "0") act({ type: "erase" });
      else if (key === "n" || key === "N") act({ type: "toggleNotesMode" });
      else return;
      e.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [act, pressDigit]);

  // Roving tabindex: when the active cell moves while the grid has focus, focus follows.
  useEffect(() => {
    const grid = gridRef.current;
    if (!grid || state.activeCellId === null || !grid.contains(document.activeElement)) return;
    const cell = grid.querySelector<HTMLElement>(`[data-cell="${state.activeCellId}"]`);
    if (cell && cell !== document.activeElement) cell.focus();
  }, [state.activeCellId]);

  const { entries, puzzle: givens } = state;
  const conflicts = useMemo(
    () => (settings.showConflicts ? findConflicts(currentValues({ entries, puzzle: givens })) : []),
    [entries, givens, settings.showConflicts],
  );
  const hint = hintFresh ? openHint : null;
  const markHint = useCallback((marks: number[] | null) => setOpenHint((h) => h && { ...h, marks }), []);
  const views = cellViews(state, {
    highlightMode: settings.highlightMode,
    invertMode,
    conflicts,
    hintArea: hint?.hint.area ?? [],
    hintTargets: hint?.marks ?? hint?.hint.targets ?? [],
    hintStage: hint?.marks ? 3 : (hint?.stage ?? 0),
  });
  const remaining = useMemo(() => remainingPerDigit({ entries, puzzle: givens }), [entries, givens]);
  const onDigit = useCallback((d: number) => pressDigit(d, true), [pressDigit]);
  const onErase = useCallback(() => act({ type: "erase" }), [act]);
  const onToggleNotes = useCallback(() => act({ type: "toggleNotesMode" }), [act]);
  const pendingDigit = state.activeCellId === null ? 0 : state.checkInDigit[state.activeCellId]!;
  const prompt = pendingDigit
    ? t("play.pendingPrompt", { digit: pendingDigit })
    : invertMode
      ? state.selectedDigit
        ? t("play.pickedDigit", { digit: state.selectedDigit })
        : t("play.pickDigit")
      : null;

  const playing = !state.solved;
  // Without the solution only the server can check, and only for the daily puzzle.
  const checkable = state.solution !== null || dailyDate !== null;
  const tools: [ToolLabel, () => void, boolean, string?][] = [
    ["undo", () => act({ type: "undo" }), !playing || state.past.length === 0, "Control+Z"],
    ["redo", () => act({ type: "redo" }), !playing || state.future.length === 0, "Control+Y"],
    ["check", check, !playing || !checkable || checking],
    ["hint", requestHint, !playing],
    ["magicNotes", () => act({ type: "magicNotes" }), !playing],
    ["reset", () => setDialog("reset"), false],
    ["print", () => window.print(), false],
    // Signed in, games save themselves; the button only saves at once instead of after the pause.
    ["save", signedIn ? cloud.saveNow : () => setDialog("save"), false],
  ];

  return (
    <div className={settings.largePrint ? "board large-print" : "board"} data-testid="board" data-hydrated={hydrated || undefined}>
      <p id={helpId} className="visually-hidden">
        {t("play.keyboardHelp")}
      </p>
      <div className="board-layout">
        <div className="board-grid-wrap">
          <Grid
            id={state.id}
            cells={views}
            focusCell={state.activeCellId ?? 0}
            t={t}
            describedBy={helpId}
            gridRef={gridRef}
            onCellClick={(cell) =>
              invertMode ? act({ type: "tap", cell, now: Date.now(), speed: speedMode }) : act({ type: "select", cell })
            }
            onCellFocus={(cell) => act({ type: "select", cell })}
          />
          {/* A named group ("Spielstand"): a paragraph itself may not carry a name (ARIA in HTML). */}
          <p className="board-status" role="group" aria-label={t("play.statusLabel")}>
            <span>{t("play.progress", { percent: progress(state) })}</span>
            <span role="timer">{t("play.time", { time: formatTime(state.elapsed) })}</span>
            {state.checked > 0 ? <span>{t("play.checkedCount", { count: state.checked })}</span> : null}
            {state.hints > 0 ? <span>{t("play.hintsCount", { count: state.hints })}</span> : null}
          </p>
          {signedIn ? (
            <SaveStatus t={t} status={cloud.status} active={state.saving.active} counter={state.saving.counter} signInHref={signInHref} />
          ) : null}
        </div>
        <div className="board-side">
          {hint && hintUi ? (
            <hintUi.HintPanel
              key={hint.counter}
              t={t}
              locale={locale}
              hint={hint.hint}
              stage={hint.stage}
              onMore={requestHint}
              onClose={() => setOpenHint(null)}
              onMark={markHint}
            />
          ) : null}
          <p className="board-prompt">{prompt}</p>
          <Keypad
            t={t}
            remaining={remaining}
            invertMode={invertMode}
            selectedDigit={state.selectedDigit}
            notesMode={state.notesMode}
            disabled={state.solved}
            onDigit={onDigit}
            onErase={onErase}
            onToggleNotes={onToggleNotes}
          />
          <div className="toolbar" role="group" aria-label={t("play.toolbarLabel")}>
            {tools.map(([label, onClick, disabled, keys]) => {
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
            {message}
          </p>
          {share ? (
            <SharePanel t={t} puzzleId={puzzle.id} puzzle={puzzle.puzzle} entries={state.entries} homePath={share.homePath} />
          ) : null}
          <SettingsPanel t={t} settings={settings} onChange={changeSetting} />
        </div>
      </div>
      <div role="status" className="solved-region">
        {state.solved ? (
          <section className="solved" aria-labelledby="solved-title">
            <h2 id="solved-title">{t("play.solvedTitle")}</h2>
            <p>
              {dailyDate === null
                ? t("play.solvedText", { id: state.id, time: formatTime(state.elapsed) })
                : t("play.dailySolvedText", { date: formatDate(dailyDate, locale, "long"), time: formatTime(state.elapsed) })}
            </p>
            <p className={isPerfect(state) ? "perfect" : undefined}>
              {isPerfect(state)
                ? t("play.perfect")
                : t("play.solvedWithHelp", {
                    checked: t("play.checkedCount", { count: state.checked }),
                    hints: t("play.hintsCount", { count: state.hints }),
                  })}
            </p>
            {solvedNote}
            {nextHref === null ? null : (
              <Link className="button" to={nextHref}>
                {t("play.nextPuzzle")}
              </Link>
            )}
          </section>
        ) : null}
      </div>
      <p ref={liveRef} className="visually-hidden" aria-live="polite" />
      <Dialog open={dialog === "reset"} onClose={() => setDialog(null)} title={t("play.resetTitle")} closeLabel={t("play.close")}>
        <p>{t("play.resetText")}</p>
        <div className="dialog-actions">
          <button
            type="button"
            className="button"
            onClick={() => {
              act({ type: "reset" });
              setMessage(null);
              setDialog(null);
            }}
          >
            {t("play.resetConfirm")}
          </button>
          <button type="button" className="button secondary" onClick={() => setDialog(null)}>
            {t("play.cancel")}
          </button>
        </div>
      </Dialog>
      <Dialog open={dialog === "save"} onClose={() => setDialog(null)} title={t("play.saveTitle")} closeLabel={t("play.close")}>
        <p>{t("play.saveText")}</p>
        <p>{t("play.saveSignInNote")}</p>
        <div className="dialog-actions">
          <Link className="button" to={signInHref}>
            {t("play.saveSignIn")}
          </Link>
          <button type="button" className="button secondary" onClick={() => setDialog(null)}>
            {t("play.saveOk")}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
