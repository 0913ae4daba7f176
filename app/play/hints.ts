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
  /**
   * Colouring and chains in the board's paired colours, [cell, digit, colour]: colour A (1) for
   * the candidates that hold together, A′ (2) for the other side. The board paints them while the
   * panel names the technique.
   */
  paint?: [number, number, number][];
}

const A = 1;
const A_PRIME = 2;

/**
 * The colouring of a step, as a player would colour it by hand: the two classes of a simple
 * colouring; an X-chain's cells alternating along the chain; an XY-chain's cells with the digit
 * that leaves each cell in A and the one that enters it in A′; an alternating inference chain's
 * nodes by whether they hold when the chain's start is assumed as the explanation assumes it.
 */
export function chainPaint(step: Pick<Step, "technique" | "digits" | "chain" | "colours" | "inference">): [number, number, number][] {
  const d = step.digits[0] ?? 0;
  if (step.colours)
    return [...step.colours[0].map((c) => [c, d, A]), ...step.colours[1].map((c) => [c, d, A_PRIME])] as [number, number, number][];
  if (step.inference) {
    const { nodes, strong } = step.inference;
    let holds = !strong[0];
    return nodes.flatMap((node, i) => {
      if (i > 0) holds = !holds;
      return node.cells.map((c) => [c, node.digit, holds ? A : A_PRIME] as [number, number, number]);
    });
  }
  if (!step.chain) return [];
  if (step.technique === "xy-chain") {
    let entering = d;
    return step.chain.flatMap(({ cell, digit }) => {
      const pair: [number, number, number][] = [
        [cell, digit, A],
        [cell, entering, A_PRIME],
      ];
      entering = digit;
      return pair;
    });
  }
  return step.chain.map(({ cell, digit }, i) => [cell, digit, i % 2 === 0 ? A_PRIME : A]);
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
      ...(step.colours || step.inference || step.chain ? { paint: chainPaint(step) } : {}),
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
