// The board's controller (the `ctrl` of lichess's ui/puzzle): it owns the flows of one game (the
// store and its clock, the cloud save, the check, the hints, the keyboard, the dialogs) and hands
// Board.tsx what to render and what to call. The game's kind (game-kind.ts) brings what differs
// between a catalogue puzzle and the daily puzzle; the pure rules stay in game-state.ts.

import { createElement, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { PartFailed, useUi } from "../components/shell/ui-context.tsx";
import { pathFor } from "../config/site-routes.ts";
import { useLaterTranslation, usePreloadFullTranslation, useTranslation } from "../lib/i18n/i18n.tsx";
import { useRootData } from "../shell/root-data.ts";
import { computeCandidates, findConflicts } from "../sudoku/grid.ts";
import type { Announcer } from "./announce.ts";
import { useBoardKeys } from "./board-keys.ts";
import { cellViews } from "./cell-views.ts";
import type { GameKind } from "./game-kind.ts";
import {
  currentValues,
  isFailed,
  isMoreAction,
  isPlaying,
  remainingPerDigit,
  type Action,
  type GameState,
  type MistakeMode,
  type MoreReducer,
  type PuzzleData,
  type SelectHow,
} from "./game-state.ts";
import { COLOR_NAMES } from "./Grid.tsx";
import type { KeypadMode } from "./Keypad.tsx";
import type { BoardDialog } from "./BoardDialogs.tsx";
import type * as HintUiModule from "./HintPanel.tsx";
import type { Hint, HintStage } from "./hints.ts";
import { useCloudSave } from "./use-cloud-save.ts";
import { useGame } from "./use-game.ts";
import { useSettings } from "./use-settings.ts";

export type HintUi = typeof HintUiModule;

/** The cells a digit still fits (the digit filter's cells): the grid's candidates holding it. */
function fitsCells(state: Pick<GameState, "entries" | "puzzle">, digit: number): boolean[] {
  const bit = 1 << (digit - 1);
  return Array.from(computeCandidates(currentValues(state)), (c) => (c & bit) !== 0);
}
/** Relaxed mode without the solution: how long the entries rest before the server is asked. */
const RELAXED_CHECK_DELAY_MS = 600;
const loadHintUi = (): Promise<HintUi> => import("./HintPanel.tsx");
const loadMore = () => import("./game-more.ts");

export interface OpenHint {
  stage: HintStage;
  hint: Hint;
  /** The change counter the hint was computed for; any later change makes it stale. */
  counter: number;
  /** Cells the panel marks while it explains a chain step by step (instead of the targets). */
  marks?: number[] | null;
}

export type ToolLabel = "undo" | "redo" | "check" | "backToCorrect" | "hint" | "magicNotes" | "reset" | "print" | "save" | "keys";
/** A toolbar button: its label, what it does, whether it is disabled, its keyboard shortcut. */
export type Tool = [ToolLabel, () => void, boolean, string?];

export function useBoardCtrl(puzzle: PuzzleData, givenKind: GameKind, sharedEntries: readonly number[] | null) {
  // Taken once: the routes key the board by its game, and the sync must not restart on a new but equal kind.
  const [kind] = useState(givenKind);
  const { t } = useTranslation();
  const { showAlert } = useUi();
  const root = useRootData();
  // A page the service worker kept is a visitor's: its board saves for the player signed in on this browser.
  const [copyOwner, setCopyOwner] = useState<number | null>(null);
  const userId = root.user?.id ?? copyOwner;
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
  /** A part of the board (the hint panel, the rarer tools) that did not load: said in place, with Retry. */
  const [failedLoad, setFailedLoad] = useState<ReactNode>(null);
  /** Says in place that a part of the board did not load, with Retry. */
  const sayFailed = useCallback((text: string, retry: () => void) => setFailedLoad(createElement(PartFailed, { text, retry })), []);
  const [openHint, setOpenHint] = useState<OpenHint | null>(null);
  const [hintUi, setHintUi] = useState<HintUi | null>(null);
  const [dialog, openDialog] = useState<BoardDialog | null>(null);
  /** A dialog has been opened once: their chunk is loaded and they stay mounted. */
  const [dialogSeen, setDialogSeen] = useState(false);
  const setDialog = useCallback((which: BoardDialog | null) => {
    if (which) setDialogSeen(true);
    openDialog(which);
  }, []);
  const [keypadMode, setKeypadMode] = useState<KeypadMode>("digits");
  /** The server is checking the game. */
  const [checking, setChecking] = useState(false);
  // Marks the board as interactive once hydrated (tests and the benchmarks wait for it).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    // A kept copy (OFFLINE_COPY_ATTRIBUTE) saves for OFFLINE_OWNER_KEY's player: literals, as an import
    // would add a chunk to the first load (pwa/offline-marks.test.ts keeps them equal). Storage works
    // wherever the service worker does.
    if (document.documentElement.hasAttribute("data-offline-copy"))
      setCopyOwner(Number(localStorage.getItem("sudoku-offline-owner")) || null);
  }, []);
  const gridRef = useRef<HTMLTableElement>(null);
  const liveRef = useRef<HTMLParagraphElement>(null);
  const { speedMode, invertMode } = settings;
  const preloadTexts = usePreloadFullTranslation();
  const loadTexts = useLaterTranslation();

  // The live region's sentences load with their texts on the first action (announce.ts).
  const announcer = useRef<Promise<Announcer> | null>(null);
  const { locale } = root;
  const announce = useCallback(
    (prev: GameState, next: GameState, action: Action) => {
      announcer.current ??= import("./announce.ts")
        .then((m) => m.loadAnnouncer(locale))
        .catch(() => {
          announcer.current = null; // Offline: the next action tries again.
          return () => null;
        });
      const facts = {
        failed: isFailed(next),
        colorName: action.type === "color" ? COLOR_NAMES[action.color]! : "",
        fits: action.type === "filter" && next.filterDigit ? fitsCells(next, next.filterDigit).filter(Boolean).length : 0,
      };
      void announcer.current.then((say) => {
        const text = say(prev, next, action, facts);
        if (text && liveRef.current) liveRef.current.textContent = text;
      });
    },
    [locale],
  );

  // The rarer tools (colours, live candidates, modes, back to correct) load on first use
  // (game-more.ts). While they load, later actions wait behind them, so every action applies in
  // the order the player made it.
  const more = useRef<MoreReducer | null>(null);
  const waiting = useRef<Promise<void> | null>(null);
  const act = useCallback(
    (action: Action, quiet = false): Promise<void> => {
      const run = () => {
        const prev = store.getState();
        store.dispatch(action, more.current);
        if (!quiet) announce(prev, store.getState(), action);
      };
      if (!waiting.current && (more.current || !isMoreAction(action))) {
        run();
        return Promise.resolve();
      }
      const queued: Promise<void> = (waiting.current ?? loadMore().then((m) => void (more.current = m.reduceMore)))
        .then(run)
        .catch(() =>
          sayFailed(t("play.toolLoadFailed"), () => {
            setFailedLoad(null);
            void act(action, quiet);
          }),
        )
        .finally(() => {
          if (waiting.current === queued) waiting.current = null;
        });
      waiting.current = queued;
      return queued;
    },
    [store, announce, sayFailed, t],
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
  /**
   * The server's finding for the grid as it is now: the cells still holding what it found wrong
   * (an entry changed since is not the one it judged), or null when it could not say (and said why).
   * Asked aloud, a check without network says so in the board's message and waits (daily-kind.ts).
   */
  const askServer = useCallback(
    async (quiet = false): Promise<number[] | null> => {
      const sent = store.getState();
      const answer = await serverCheck!(sent, quiet ? undefined : setMessage).catch(() => ({ kind: "failed" }) as const);
      if (answer.kind === "signed-out") {
        sessionGone();
        showAlert({ text: t("saves.status.signedOut") });
        return null;
      }
      // Relaxed mode's marks ask quietly: a lost answer is asked again after the next change.
      if (answer.kind !== "checked") {
        if (!quiet) showAlert({ text: t("play.checkFailed") });
        return null;
      }
      const now = store.getState();
      return answer.wrong.filter((c) => now.entries[c] === sent.entries[c]);
    },
    [serverCheck, sessionGone, showAlert, store, t],
  );

  const check = useCallback(() => {
    const report = () => {
      const wrong = store.getState().warnings.filter(Boolean).length;
      setMessage(wrong ? t("play.checkWrong", { count: wrong }) : t("play.checkAllRight"));
    };
    if (!isPlaying(store.getState())) return;
    if (!serverCheck) {
      act({ type: "check" });
      report();
      return;
    }
    // The browser does not know the solution: the server compares, and its answer is the check.
    setChecking(true);
    void askServer().then((wrong) => {
      setChecking(false);
      if (wrong === null) return;
      act({ type: "check", wrong });
      report();
    });
  }, [act, askServer, serverCheck, store, t]);

  const backToCorrect = useCallback(() => {
    const done = (before: GameState) => {
      const steps = before.past.length - store.getState().past.length;
      // The on-demand texts were asked for when the button was pressed; `t` reads them once loaded.
      void loadTexts().then((ft) => setMessage(steps > 0 ? ft("play.more.backDone", { count: steps }) : ft("play.more.backNothing")));
    };
    const before = store.getState();
    if (!serverCheck) {
      void act({ type: "backToCorrect" }).then(() => done(before));
      return;
    }
    setChecking(true);
    void askServer().then((wrong) => {
      setChecking(false);
      if (wrong === null) return;
      const s = store.getState();
      void act({ type: "backToCorrect", wrong }).then(() => done(s));
    });
  }, [act, askServer, loadTexts, serverCheck, store]);

  // Relaxed mode on a game whose solution stays on the server: after the entries change (and a
  // short pause, so fast typing asks once), the server's finding is marked without counting a check.
  const relaxedRemote = state.mode === "relaxed" && serverCheck !== undefined && signedIn;
  const { entries: entriesNow } = state;
  useEffect(() => {
    if (!relaxedRemote || !isPlaying(store.getState())) return;
    const timer = setTimeout(() => {
      void askServer(true).then((wrong) => wrong && act({ type: "check", wrong, silent: true }));
    }, RELAXED_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [relaxedRemote, entriesNow, askServer, act, store]);

  const hintFresh = openHint !== null && openHint.counter === state.saving.counter;
  const requestHint = useCallback(() => {
    if (!isPlaying(store.getState())) return;
    // The panel names the technique: its on-demand texts load beside the hint chunk.
    preloadTexts();
    if (hintFresh) {
      setOpenHint((h) => (h && h.stage < 3 ? { ...h, stage: (h.stage + 1) as HintStage } : h));
      return;
    }
    const asked = store.getState();
    act({ type: "hintUsed" });
    // Retry (after a failed load) shows the hint for the position then, without counting it again.
    const show = (s: GameState) => {
      setMessage(t("play.hintLoading"));
      setFailedLoad(null);
      loadHintUi()
        .then(
          (ui) => {
            setHintUi(ui);
            setMessage(null);
            // Only if nothing changed while the chunk loaded; otherwise the hint would describe an old position.
            if (store.getState().saving.counter !== s.saving.counter) return;
            const hint = ui.findHint(s);
            setOpenHint({ stage: 1, hint, counter: s.saving.counter });
            // Kept with the game for the statistics' technique profile (issue 31). Not through act's
            // queue: while the lazy reducer loads, a queued action would hold back the next key
            // presses, which read the state before it (a digit's second press would find no pending digit).
            const technique = hint.technique;
            if (technique)
              void (more.current ? Promise.resolve() : loadMore().then((m) => void (more.current ??= m.reduceMore)))
                .then(() => store.dispatch({ type: "hinted", technique }, more.current))
                .catch(() => undefined);
          },
          // The panel's chunk did not come: said below the keypad, with Retry.
          () => {
            setMessage(null);
            sayFailed(t("play.hintLoadFailed"), () => show(store.getState()));
          },
        )
        // A hint that cannot be worked out (givens without a solution): a message, never a broken board.
        .catch(() => {
          setMessage(null);
          showAlert({ text: t("play.hintLoadFailed") });
        });
    };
    show(asked);
  }, [act, hintFresh, preloadTexts, sayFailed, showAlert, store, t]);

  // Playing on after a pause: the focus, lost with the hidden grid or the cover's button, returns to the active cell.
  const paused = state.paused !== null;
  const wasPaused = useRef(false);
  useEffect(() => {
    const resumed = wasPaused.current && !paused;
    wasPaused.current = paused;
    const active = document.activeElement;
    if (resumed && (active === document.body || active === null)) gridRef.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  }, [paused]);
  // The clock paused itself: say so, as the cover shows it.
  const idlePaused = state.paused === "idle";
  useEffect(() => {
    const s = store.getState();
    if (idlePaused) announce({ ...s, paused: null }, s, { type: "tick" });
  }, [idlePaused, announce, store]);
  const togglePause = useCallback(() => act({ type: store.getState().paused ? "resume" : "pause" }), [act, store]);
  const showKeys = useCallback(() => setDialog("keys"), [setDialog]);
  const keys = useMemo(
    () => ({ act, pressDigit, gridRef, hint: requestHint, check, togglePause, showKeys }),
    [act, pressDigit, requestHint, check, togglePause, showKeys],
  );
  useBoardKeys(keys);

  // The setting reaches the reducer, which applies it to the next placement.
  useEffect(() => store.dispatch({ type: "options", autoClean: settings.autoClean }), [store, settings.autoClean]);
  // The modes this game may take: without the solution only the server can mark mistakes, and only
  // for a signed-in player; and the daily keeps no strict mode.
  const modes = kind.modes.filter((m) => m !== "relaxed" || !serverCheck || signedIn);
  // A new game starts in the player's chosen mode (once the stored settings are read).
  const { mistakeMode } = settings;
  useEffect(() => {
    const s = store.getState();
    if (s.saving.counter === 0 && s.past.length === 0 && s.mode !== mistakeMode && modes.includes(mistakeMode))
      void act({ type: "setMode", mode: mistakeMode }, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the chosen mode changes, not when the list is rebuilt
  }, [store, act, mistakeMode]);

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
  const { filterDigit } = state;
  const filterCells = useMemo(
    () => (filterDigit ? fitsCells({ entries, puzzle: givens }, filterDigit) : null),
    [entries, givens, filterDigit],
  );
  const hint = hintFresh ? openHint : null;
  const markHint = useCallback((marks: number[] | null) => setOpenHint((h) => h && { ...h, marks }), []);
  const closeHint = useCallback(() => setOpenHint(null), []);
  const plainViews = cellViews(state, {
    highlightMode: settings.highlightMode,
    invertMode,
    conflicts,
    hintArea: hint?.hint.area ?? [],
    hintTargets: hint?.marks ?? hint?.hint.targets ?? [],
    hintStage: hint?.marks ? 3 : (hint?.stage ?? 0),
    filterCells,
  });
  // Once the panel names the technique, its colouring is on the board.
  const paint = hint && hint.stage >= 2 ? hint.hint.paint : undefined;
  const views = paint && hintUi ? hintUi.paintViews(plainViews, paint) : plainViews;
  const remaining = useMemo(() => remainingPerDigit({ entries, puzzle: givens }), [entries, givens]);
  const onDigit = useCallback((d: number) => pressDigit(d, true), [pressDigit]);
  const onErase = useCallback(() => act({ type: "erase" }), [act]);
  const onToggleNotes = useCallback(() => act({ type: "toggleNotesMode" }), [act]);
  const onColor = useCallback((color: number) => act({ type: "color", color }), [act]);
  const onFilter = useCallback(
    (digit: number) => {
      act({ type: "filter", digit });
      setKeypadMode("digits");
    },
    [act],
  );
  const onMode = useCallback((mode: MistakeMode) => act({ type: "setMode", mode }), [act]);
  const onLiveNotes = useCallback(() => act({ type: "toggleLiveNotes" }), [act]);
  const onCellClick = (cell: number) =>
    invertMode && keypadMode === "digits" ? act({ type: "tap", cell, now: Date.now(), speed: speedMode }) : act({ type: "select", cell });
  // Focus follows the active cell; focusing it again must not end a selection of several cells.
  const onCellFocus = (cell: number) => {
    if (store.getState().activeCellId !== cell) act({ type: "select", cell });
  };
  const onCellSelect = useCallback((cell: number, how: SelectHow) => act({ type: "select", cell, how }), [act]);
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

  const playing = isPlaying(state);
  const failed = isFailed(state);
  // Without the solution only the server can check, and only a kind that asks it.
  const checkable = state.solution !== null || serverCheck !== undefined;
  const tools: Tool[] = [
    ["undo", () => act({ type: "undo" }), !playing || state.past.length === 0, "Control+Z"],
    ["redo", () => act({ type: "redo" }), !playing || state.future.length === 0, "Control+Y"],
    ["check", check, !playing || !checkable || checking, "C"],
    ["backToCorrect", backToCorrect, !playing || !checkable || checking || state.past.length === 0],
    ["hint", requestHint, !playing, "H"],
    ["magicNotes", () => act({ type: "magicNotes" }), !playing],
    ["reset", () => setDialog("reset"), false],
    ["print", () => window.print(), false],
    // Signed in, games save themselves; the button only saves at once instead of after the pause.
    ["save", signedIn ? cloud.saveNow : () => setDialog("save"), false],
    ["keys", showKeys, false, "Shift+?"],
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
    failedLoad,
    hint,
    hintUi,
    markHint,
    closeHint,
    requestHint,
    dialog,
    setDialog,
    dialogSeen,
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
    onColor,
    onFilter,
    onMode,
    onLiveNotes,
    onCellClick,
    onCellFocus,
    onCellSelect,
    keypadMode,
    setKeypadMode,
    togglePause,
    playing,
    failed,
    modes,
  };
}

export type BoardCtrl = ReturnType<typeof useBoardCtrl>;
