// The board's controller (the `ctrl` of lichess's ui/puzzle): it owns the flows of one game (the
// store and its clock, the cloud save, the check, the hints, the keyboard, the dialogs) and hands
// Board.tsx what to render and what to call. The game's kind (game-kind.ts) brings what differs
// between a catalogue puzzle and the daily puzzle; the pure rules stay in game-state.ts.

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useUi } from "../components/shell/ui-context.tsx";
import { pathFor } from "../config/site-routes.ts";
import { useTranslation } from "../lib/i18n/i18n.tsx";
import { useRootData } from "../shell/root-data.ts";
import { findConflicts } from "../sudoku/grid.ts";
import { describeChange } from "./announce.ts";
import { useBoardKeys } from "./board-keys.ts";
import { cellViews } from "./cell-views.ts";
import type { GameKind } from "./game-kind.ts";
import { currentValues, remainingPerDigit, type Action, type PuzzleData } from "./game-state.ts";
import type * as HintUiModule from "./HintPanel.tsx";
import type { Hint, HintStage } from "./hints.ts";
import { useCloudSave } from "./use-cloud-save.ts";
import { useGame } from "./use-game.ts";
import { useSettings } from "./use-settings.ts";

export type HintUi = typeof HintUiModule;
const loadHintUi = (): Promise<HintUi> => import("./HintPanel.tsx");

export interface OpenHint {
  stage: HintStage;
  hint: Hint;
  /** The change counter the hint was computed for; any later change makes it stale. */
  counter: number;
  /** Cells the panel marks while it explains a chain step by step (instead of the targets). */
  marks?: number[] | null;
}

export type ToolLabel = "undo" | "redo" | "check" | "hint" | "magicNotes" | "reset" | "print" | "save";
/** A toolbar button: its label, what it does, whether it is disabled, its keyboard shortcut. */
export type Tool = [ToolLabel, () => void, boolean, string?];

export function useBoardCtrl(puzzle: PuzzleData, givenKind: GameKind, sharedEntries: readonly number[] | null) {
  // Taken once: the routes key the board by its game, and the sync must not restart on a new but equal kind.
  const [kind] = useState(givenKind);
  const { t } = useTranslation();
  const { showAlert } = useUi();
  const root = useRootData();
  const userId = root.user?.id ?? null;
  const signedIn = userId !== null;
  const { state, store } = useGame(puzzle, userId, kind.slot, sharedEntries);
  const cloud = useCloudSave(store, userId, kind.save);
  const { sessionGone } = cloud;
  // SPEC §4 Saving: signing in from the board comes back to this very game, where the first load
  // as a signed-in player carries the game into the account.
  const location = useLocation();
  const signInHref = `${pathFor("authentication", root.locale)}?from=${encodeURIComponent(kind.backTo(location, puzzle.id))}`;
  const [settings, changeSetting] = useSettings();
  const [message, setMessage] = useState<string | null>(null);
  const [openHint, setOpenHint] = useState<OpenHint | null>(null);
  const [hintUi, setHintUi] = useState<HintUi | null>(null);
  const [dialog, setDialog] = useState<"reset" | "save" | null>(null);
  /** The server is checking the game. */
  const [checking, setChecking] = useState(false);
  // Marks the board as interactive once hydrated (tests and the benchmarks wait for it).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const gridRef = useRef<HTMLTableElement>(null);
  const liveRef = useRef<HTMLParagraphElement>(null);
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

  const serverCheck = kind.check;
  const check = useCallback(() => {
    const report = () => {
      const wrong = store.getState().warnings.filter(Boolean).length;
      setMessage(wrong ? t("play.checkWrong", { count: wrong }) : t("play.checkAllRight"));
    };
    if (!serverCheck) {
      act({ type: "check" });
      report();
      return;
    }
    // The browser does not know the solution: the server compares, and its answer is the check.
    const sent = store.getState();
    setChecking(true);
    serverCheck(sent)
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
  }, [act, serverCheck, sessionGone, showAlert, store, t]);

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

  useBoardKeys(act, pressDigit, gridRef);

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
  const closeHint = useCallback(() => setOpenHint(null), []);
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
  const onCellClick = (cell: number) =>
    invertMode ? act({ type: "tap", cell, now: Date.now(), speed: speedMode }) : act({ type: "select", cell });
  const onCellFocus = (cell: number) => act({ type: "select", cell });
  const pendingDigit = state.activeCellId === null ? 0 : state.checkInDigit[state.activeCellId]!;
  const prompt = pendingDigit
    ? t("play.pendingPrompt", { digit: pendingDigit })
    : invertMode
      ? state.selectedDigit
        ? t("play.pickedDigit", { digit: state.selectedDigit })
        : t("play.pickDigit")
      : null;
  const reset = () => {
    act({ type: "reset" });
    setMessage(null);
    setDialog(null);
  };

  const playing = !state.solved;
  // Without the solution only the server can check, and only a kind that asks it.
  const checkable = state.solution !== null || serverCheck !== undefined;
  const tools: Tool[] = [
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

  return {
    t,
    state,
    settings,
    changeSetting,
    signedIn,
    signInHref,
    cloudStatus: cloud.status,
    message,
    hint,
    hintUi,
    markHint,
    closeHint,
    requestHint,
    dialog,
    setDialog,
    reset,
    checking,
    hydrated,
    gridRef,
    liveRef,
    kind,
    views,
    remaining,
    prompt,
    tools,
    onDigit,
    onErase,
    onToggleNotes,
    onCellClick,
    onCellFocus,
  };
}

export type BoardCtrl = ReturnType<typeof useBoardCtrl>;
