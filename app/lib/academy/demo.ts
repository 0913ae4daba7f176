// The shape of a lesson's demonstration (services/lesson-page.server.ts builds it, the lesson
// board shows it): a position before and after one step and the stages that explain the step.

export interface DemoCell {
  value: number;
  /** Candidate digits of an empty cell. */
  candidates: number[];
}

export interface DemoStage {
  text: string;
  /** Cells shaded as the area to look at. */
  unitCells: number[];
  /** Cells of the pattern, and which of their candidates the pattern is about. */
  patternCells: number[];
  keyDigits: number[];
  /** Candidates struck out and digits placed (the conclusion). */
  eliminations: { cell: number; digit: number }[];
  placements: { cell: number; digit: number }[];
  /** Which position the stage shows: before or after the step. */
  after: boolean;
}

export interface DemoExample {
  puzzleId: number;
  before: DemoCell[];
  after: DemoCell[];
  stages: DemoStage[];
}
