// Public API of the Sudoku engine (pure TypeScript, no I/O). See RATING.md for the star scale.
export {
  ALL_DIGITS,
  CELL_BOX,
  CELL_COL,
  CELL_ROW,
  CELL_UNITS,
  MASK_DIGITS,
  PEERS,
  POPCOUNT,
  SEES,
  UNITS,
  cellName,
  computeCandidates,
  countClues,
  digitBit,
  findConflicts,
  formatGrid,
  isValidSolution,
  normalizeGrid,
  parseGrid,
  solutionMatchesPuzzle,
  unitId,
  unitRef,
} from './grid.ts';
export type { UnitRef, UnitType } from './grid.ts';
export { analyze, countSolutions, hasUniqueSolution, solve, solveInto } from './solver.ts';
export type { SolveResult } from './solver.ts';
export {
  TECHNIQUES,
  TECHNIQUE_BY_ID,
  applyStep,
  clonePosition,
  createPosition,
  findNextStep,
  findTechnique,
  hasDeadCell,
  isSolved,
  placeDigit,
} from './techniques.ts';
export type { CellDigit, FindOptions, Position, Step, TechniqueId, TechniqueInfo } from './techniques.ts';
export { MANY_SINGLES, isOneStarSingles, nakedSingleRounds, neededLevel, profileJson, rate, solvesWithSingles } from './rater.ts';
export type { RateOptions, Rating, Stars } from './rater.ts';
export { generate, randomSolution } from './generator.ts';
export type { GeneratedPuzzle } from './generator.ts';
export { createRng, seedToU32, shuffle } from './random.ts';
export type { Rng } from './random.ts';
