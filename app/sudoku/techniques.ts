// Human-style step finder. One step = one deduction a player could make, returned as data so the
// same result drives the rater, the three-stage hints and academy examples.
//
// The implementation lives in ./techniques/: one file per technique family, and registry.ts, the
// one list of all techniques in the order the finder tries them. This module is the entry point
// the rest of the app imports.

export { BEYOND_LEVEL, TECHNIQUES, TECHNIQUE_BY_ID, findNextStep, findTechnique } from "./techniques/registry.ts";
export type { FindOptions, TechniqueId, TechniqueInfo } from "./techniques/registry.ts";
export { applyStep, clonePosition, createPosition, hasDeadCell, isSolved, placeDigit } from "./techniques/position.ts";
export type { CellDigit, ChainNode, ForcingBranch, ForcingLink, Position, Step, StepDetail } from "./techniques/position.ts";
