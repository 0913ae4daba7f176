// The three-stage hint: where to look, which technique, which digit. This module and the step
// finder form the lazily loaded hint chunk (see HintPanel.tsx).
import { CELL_COUNT } from "../config/constants.ts";
import { solutionAt } from "../game/rules.ts";
import { ALL_DIGITS, computeCandidates, POPCOUNT, UNITS, unitId, type UnitRef } from "../sudoku/grid.ts";
import { solve } from "../sudoku/solver.ts";
import { createPosition, findNextStep, type CellDigit, type Position, type Step, type TechniqueId } from "../sudoku/techniques.ts";
import { explainedStep, type ExplainedStep } from "../academy/hint-text.ts";
import { currentValues, isGiven, type GameState } from "./game-state.ts";

export type HintStage = 1 | 2 | 3;

export interface Hint {
  /** A step of the engine, a wrong entry to take back, or a cell revealed when no technique applies. */
  kind: "step" | "wrong" | "reveal";
  technique: TechniqueId | null;
  units: UnitRef[];
  /** Stage 1 marks these cells: the units' cells and the pattern. */
  area: number[];
  /** Stage 3 marks these cells: where the digit goes or goes away. */
  targets: number[];
  placements: CellDigit[];
  eliminations: CellDigit[];
  /** Chain steps (forcing chains, AIC, ALS-XZ): what the panel explains step by step. */
  chain?: ExplainedStep;
}

interface Engine {
  createPosition(grid: ArrayLike<number>, candidates?: ArrayLike<number>): Position;
  findNextStep(pos: Position): Step | null;
}

const unique = (cells: number[]) => [...new Set(cells)].sort((a, b) => a - b);

/**
 * The solution the hint compares with. The daily puzzle's is not sent to the browser on its day
 * (`solution` null), so it is worked out here from the givens, when a hint is asked: the solver
 * travels only in this lazily loaded chunk, and a player who asks for hints is told about wrong
 * entries anyway. The puzzle has exactly one solution, so this is the one the server holds.
 */
export function solutionFor(state: Pick<GameState, "puzzle" | "solution">): string {
  if (state.solution !== null) return state.solution;
  const solved = solve(state.puzzle);
  // Every puzzle the site serves has a solution; givens without one are a broken page, not a game.
  if (solved === null) throw new Error("the puzzle has no solution");
  return solved;
}

/**
 * The hint for a position. The finder assumes a position consistent with the solution, so wrong
 * entries are pointed out first; the player's notes are used where they still hold the solution
 * digit (a pencil mark that rules out the answer would let the finder "prove" nonsense).
 */
export function buildHint(engine: Engine, state: GameState): Hint {
  const solution = solutionFor(state);
  const solutionDigit = (cell: number) => solutionAt(solution, cell);
  const wrong: CellDigit[] = [];
  for (let c = 0; c < CELL_COUNT; c++) {
    const e = state.entries[c]!;
    if (e && e !== solutionDigit(c)) wrong.push({ cell: c, digit: e });
  }
  if (wrong.length > 0) {
    const cells = wrong.map((w) => w.cell);
    return { kind: "wrong", technique: null, units: [], area: cells, targets: cells, placements: [], eliminations: wrong };
  }
  const values = currentValues(state);
  const candidates = state.notes.map((n, c) => (n & (1 << (solutionDigit(c) - 1)) ? n : ALL_DIGITS));
  const pos = engine.createPosition(values, candidates);
  const step = engine.findNextStep(pos);
  if (step) {
    const unitCells = step.units.flatMap((u) => UNITS[unitId(u)]!);
    const targets = unique([...step.placements.map((p) => p.cell), ...step.eliminations.map((e) => e.cell)]);
    return {
      kind: "step",
      technique: step.technique,
      units: step.units,
      area: unique([...unitCells, ...step.cells]),
      targets,
      placements: step.placements,
      eliminations: step.eliminations,
      ...(step.branches || step.inference || step.sets ? { chain: explainedStep(step, pos.cands) } : {}),
    };
  }
  // Beyond the techniques we can explain: reveal the most constrained empty cell.
  const full = computeCandidates(values);
  let best = -1;
  for (let c = 0; c < CELL_COUNT; c++) {
    if (isGiven(state, c) || values[c]) continue;
    if (best < 0 || POPCOUNT[full[c]!]! < POPCOUNT[full[best]!]!) best = c;
  }
  const placements = best < 0 ? [] : [{ cell: best, digit: solutionDigit(best) }];
  const cells = placements.map((p) => p.cell);
  return { kind: "reveal", technique: null, units: [], area: cells, targets: cells, placements, eliminations: [] };
}

export function findHint(state: GameState): Hint {
  return buildHint({ createPosition, findNextStep }, state);
}
