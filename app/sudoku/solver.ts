// Fast exact solver (bitboard, band-oriented in the style of the JCZ/Zhou solvers; own code).
//
// Representation: for every digit d (0..8) and band b (rows 3b..3b+2) one 27-bit integer F[3d+b]
// holds the cells of that band where d is still possible (bit 9*rowInBand + column). 27 bits keep
// every value a V8 small integer, so all work is int32 arithmetic on a typed array, and a cell's
// number is simply 27*b + bit.
//
// Propagation per digit-band ("shrink"): in a band a digit occupies exactly one cell per row and per
// box, i.e. a permutation of (row -> box). A 9-bit summary of which mini-rows (row x box segments)
// are non-empty indexes a table of the mini-rows that take part in at least one permutation; the
// rest are removed. That single table lookup covers box-line interactions inside the band and box
// hidden singles. A row left with a single cell is a placement: the cell is removed from the other
// digits and its column from the digit's other two bands. Naked singles come from bit-sliced
// counting over the nine digits, column hidden singles from the same counting across bands, and
// before each guess the same permutation table is applied per stack (box-column interactions),
// which cut guesses on magictour from 46 to 31 per puzzle. Branching picks a bivalue cell when one
// exists (fewest candidates otherwise). State is copied into a preallocated stack per guess, so the
// search allocates nothing.

const SHRINK = new Int32Array(512);
const COMPLEX = new Int32Array(512);
const PERM_ALLOWED = new Int32Array(512);
const SINGLE_ROW = new Int32Array(512);
const ROW_CELLS = new Int32Array(8);
const BAND_PEER = new Int32Array(27);

{
  for (let m = 0; m < 512; m++) {
    SHRINK[m] = (m & 7 ? 1 : 0) | (m & 0x38 ? 2 : 0) | (m & 0x1c0 ? 4 : 0);
    SINGLE_ROW[m] = m !== 0 && (m & (m - 1)) === 0 ? 1 : 0;
  }
  const perms = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
  ];
  for (let present = 0; present < 512; present++) {
    let allowed = 0;
    for (const p of perms) {
      let ok = true;
      let bits = 0;
      for (let r = 0; r < 3; r++) {
        const bit = 1 << (3 * r + p[r]!);
        if (!(present & bit)) ok = false;
        bits |= bit;
      }
      if (ok) allowed |= bits;
    }
    PERM_ALLOWED[present] = allowed;
    let cells = 0;
    for (let r = 0; r < 3; r++) for (let k = 0; k < 3; k++) if (allowed & (1 << (3 * r + k))) cells |= 7 << (9 * r + 3 * k);
    COMPLEX[present] = cells;
  }
  for (let rows = 0; rows < 8; rows++) {
    ROW_CELLS[rows] = (rows & 1 ? 0x1ff : 0) | (rows & 2 ? 0x1ff << 9 : 0) | (rows & 4 ? 0x1ff << 18 : 0);
  }
  for (let i = 0; i < 27; i++) {
    const r = (i / 9) | 0;
    const c = i % 9;
    let m = 0x1ff << (9 * r);
    const bc = c - (c % 3);
    for (let rr = 0; rr < 3; rr++) m |= 7 << (9 * rr + bc);
    BAND_PEER[i] = m & ~(1 << i);
  }
}

const STRIDE = 64;
const C_OFF = 27; // copy of F at the last shrink, to skip digit-bands that did not change
const U_OFF = 54; // unsolved cells per band
const R_OFF = 57; // solved rows per band: bit 3d + rowInBand
const MAX_DEPTH = 82;

const W = new Int32Array(STRIDE);
const STACK = new Int32Array(STRIDE * MAX_DEPTH);
const SOLUTION = new Uint8Array(81);

let solutionCount = 0;
let solutionLimit = 2;
let guessCount = 0;
/** Guesses allowed before the search gives up (findSolutions only; the other calls never run out). */
let guessBudget = Infinity;
let outOfBudget = false;
/** Every solution found, when the caller wants them all (findSolutions); otherwise only the first is kept. */
let collected: string[] | null = null;

function update(): boolean {
  const w = W;
  let again = true;
  while (again) {
    again = false;
    for (let i = 0; i < 27; i++) {
      let s = w[i]!;
      if (s === w[C_OFF + i]) continue;
      again = true;
      s &= COMPLEX[SHRINK[s & 511]! | (SHRINK[(s >> 9) & 511]! << 3) | (SHRINK[s >>> 18]! << 6)]!;
      if (s === 0) return false;
      w[i] = s;
      w[C_OFF + i] = s;
      const single = SINGLE_ROW[s & 511]! | (SINGLE_ROW[(s >> 9) & 511]! << 1) | (SINGLE_ROW[s >>> 18]! << 2);
      const b = i % 3;
      const shift = i - b; // = 3 * digit
      const fresh = single & ~(w[R_OFF + b]! >> shift) & 7;
      if (fresh === 0) continue;
      w[R_OFF + b]! |= fresh << shift;
      const cells = s & ROW_CELLS[fresh]!;
      w[U_OFF + b]! &= ~cells;
      const keep = ~cells;
      for (let e = b; e < 27; e += 3) if (e !== i) w[e]! &= keep;
      const cols = (cells | (cells >> 9) | (cells >> 18)) & 511;
      const colKeep = ~(cols | (cols << 9) | (cols << 18));
      if (b !== 0) w[shift]! &= colKeep;
      if (b !== 1) w[shift + 1]! &= colKeep;
      if (b !== 2) w[shift + 2]! &= colKeep;
    }
  }
  return true;
}

/** Applies naked singles; returns -1 on an empty cell, 1 when something was placed, 0 otherwise. */
function nakedSingles(): number {
  const w = W;
  let placed = 0;
  for (let b = 0; b < 3; b++) {
    const u = w[U_OFF + b]!;
    if (u === 0) continue;
    let ones = 0;
    let twos = 0;
    for (let i = b; i < 27; i += 3) {
      const f = w[i]!;
      twos |= ones & f;
      ones |= f;
    }
    if (u & ~ones) return -1;
    let singles = u & ~twos;
    while (singles !== 0) {
      const bit = singles & -singles;
      singles ^= bit;
      const peer = BAND_PEER[31 - Math.clz32(bit)]!;
      for (let i = b; i < 27; i += 3) {
        if (w[i]! & bit) {
          w[i]! &= ~peer;
          break;
        }
      }
      placed = 1;
    }
  }
  return placed;
}

/**
 * Column hidden singles, the one single the band tables do not cover (rows and boxes are implied by
 * the shrink step). Only unsolved cells count: a placed digit has already been removed from the rest
 * of its column. Returns -1 when a digit has no place left in a column, 1 when something was placed.
 */
function columnSingles(): number {
  const w = W;
  const u0 = w[U_OFF]!;
  const u1 = w[U_OFF + 1]!;
  const u2 = w[U_OFF + 2]!;
  let placed = 0;
  for (let i = 0; i < 27; i += 3) {
    const a = w[i]! & u0;
    const b = w[i + 1]! & u1;
    const c = w[i + 2]! & u2;
    // Per band: columns with at least one / at least two unsolved candidate cells.
    let x0 = a & 511;
    let x1 = (a >> 9) & 511;
    let x2 = a >>> 18;
    let one = x0 | x1 | x2;
    let two = (x0 & x1) | (x0 & x2) | (x1 & x2);
    x0 = b & 511;
    x1 = (b >> 9) & 511;
    x2 = b >>> 18;
    const oneB = x0 | x1 | x2;
    two |= (x0 & x1) | (x0 & x2) | (x1 & x2) | (one & oneB);
    one |= oneB;
    x0 = c & 511;
    x1 = (c >> 9) & 511;
    x2 = c >>> 18;
    const oneC = x0 | x1 | x2;
    two |= (x0 & x1) | (x0 & x2) | (x1 & x2) | (one & oneC);
    one |= oneC;
    let singles = one & ~two;
    while (singles !== 0) {
      const colBit = singles & -singles;
      singles ^= colBit;
      const col3 = colBit | (colBit << 9) | (colBit << 18);
      let band = 0;
      let cell = a & col3;
      if (cell === 0) {
        band = 1;
        cell = b & col3;
        if (cell === 0) {
          band = 2;
          cell = c & col3;
        }
      }
      w[i + band]! &= ~BAND_PEER[31 - Math.clz32(cell)]!;
      placed = 1;
    }
  }
  return placed;
}

/**
 * Stack-wise counterpart of the band shrink: in a stack a digit takes one column per band and one
 * band per column, so the (band x column) presence matrix must contain a permutation. Removes the
 * columns of a band that take part in none (box-column locked candidates). Returns -1 on a dead
 * digit-stack, 1 when something changed.
 */
function stackShrink(): number {
  const w = W;
  let changed = 0;
  for (let i = 0; i < 27; i += 3) {
    const a = w[i]!;
    const b = w[i + 1]!;
    const c = w[i + 2]!;
    const ca = (a | (a >> 9) | (a >> 18)) & 511;
    const cb = (b | (b >> 9) | (b >> 18)) & 511;
    const cc = (c | (c >> 9) | (c >> 18)) & 511;
    let dropA = 0;
    let dropB = 0;
    let dropC = 0;
    for (let st = 0; st < 9; st += 3) {
      const present = ((ca >> st) & 7) | (((cb >> st) & 7) << 3) | (((cc >> st) & 7) << 6);
      const allowed = PERM_ALLOWED[present]!;
      if (allowed === 0) return -1;
      const drop = present & ~allowed;
      if (drop === 0) continue;
      dropA |= (drop & 7) << st;
      dropB |= ((drop >> 3) & 7) << st;
      dropC |= ((drop >> 6) & 7) << st;
    }
    if (dropA !== 0) {
      w[i] = a & ~(dropA | (dropA << 9) | (dropA << 18));
      changed = 1;
    }
    if (dropB !== 0) {
      w[i + 1] = b & ~(dropB | (dropB << 9) | (dropB << 18));
      changed = 1;
    }
    if (dropC !== 0) {
      w[i + 2] = c & ~(dropC | (dropC << 9) | (dropC << 18));
      changed = 1;
    }
  }
  return changed;
}

function writeSolution(out: Uint8Array): void {
  for (let d = 0; d < 9; d++) {
    for (let b = 0; b < 3; b++) {
      let s = W[3 * d + b]!;
      while (s !== 0) {
        const bit = s & -s;
        s ^= bit;
        out[27 * b + 31 - Math.clz32(bit)] = d + 1;
      }
    }
  }
}

function recordSolution(): void {
  if (solutionCount === 0) writeSolution(SOLUTION);
  if (collected !== null) {
    const grid = new Uint8Array(81);
    writeSolution(grid);
    collected.push(grid.join(""));
  }
  solutionCount++;
}

function search(depth: number): void {
  const w = W;
  for (;;) {
    if (!update()) return;
    const ns = nakedSingles();
    if (ns < 0) return;
    if (ns > 0) continue;
    if (columnSingles() !== 0) continue;
    const sk = stackShrink();
    if (sk < 0) return;
    if (sk === 0) break;
  }
  if ((w[U_OFF]! | w[U_OFF + 1]! | w[U_OFF + 2]!) === 0) {
    recordSolution();
    return;
  }
  // Branch on a bivalue cell, taken from the band with the most unsolved cells: a guess there
  // triggers the most propagation (measured without the stack step: 46 instead of 60 guesses per
  // magictour puzzle compared with the first bivalue cell). Without bivalue cells, the cell with the fewest candidates.
  let band = -1;
  let cellBit = 0;
  let bestUnsolved = -1;
  for (let b = 0; b < 3; b++) {
    const u = w[U_OFF + b]!;
    if (u === 0) continue;
    let ones = 0;
    let twos = 0;
    let threes = 0;
    for (let i = b; i < 27; i += 3) {
      const f = w[i]!;
      threes |= twos & f;
      twos |= ones & f;
      ones |= f;
    }
    const bi = u & twos & ~threes;
    if (bi === 0) continue;
    let x = u - ((u >>> 1) & 0x55555555);
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
    const unsolved = Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
    if (unsolved > bestUnsolved) {
      bestUnsolved = unsolved;
      band = b;
      cellBit = bi & -bi;
    }
  }
  if (band < 0) {
    let bestCount = 10;
    for (let b = 0; b < 3; b++) {
      let u = w[U_OFF + b]!;
      while (u !== 0) {
        const bit = u & -u;
        u ^= bit;
        let n = 0;
        for (let i = b; i < 27; i += 3) if (w[i]! & bit) n++;
        if (n < bestCount) {
          bestCount = n;
          band = b;
          cellBit = bit;
        }
      }
    }
  }
  const peer = BAND_PEER[31 - Math.clz32(cellBit)]!;
  const base = depth * STRIDE;
  const st = STACK;
  for (let k = 0; k < STRIDE; k++) st[base + k] = w[k]!;
  let first = true;
  for (let i = band; i < 27; i += 3) {
    if (!(st[base + i]! & cellBit)) continue;
    if (!first) for (let k = 0; k < STRIDE; k++) w[k] = st[base + k]!;
    first = false;
    if (++guessCount > guessBudget) {
      // Out of budget: a limit of 0 unwinds every level of the search at once.
      outOfBudget = true;
      solutionLimit = 0;
      return;
    }
    w[i]! &= ~peer;
    search(depth + 1);
    if (solutionCount >= solutionLimit) return;
  }
}

function load(values: ArrayLike<number> | string): boolean {
  const w = W;
  for (let i = 0; i < 27; i++) {
    w[i] = 0x7ffffff;
    w[C_OFF + i] = 0;
  }
  w[U_OFF] = w[U_OFF + 1] = w[U_OFF + 2] = 0x7ffffff;
  w[R_OFF] = w[R_OFF + 1] = w[R_OFF + 2] = 0;
  const isString = typeof values === "string";
  if (isString && values.length !== 81) throw new Error("puzzle must have 81 characters");
  for (let c = 0; c < 81; c++) {
    let v: number;
    if (isString) {
      const ch = values.charCodeAt(c);
      v = ch >= 49 && ch <= 57 ? ch - 48 : 0;
    } else {
      v = values[c]!;
    }
    if (v === 0) continue;
    const b = (c / 27) | 0;
    const bitIndex = c - 27 * b;
    const i = 3 * (v - 1) + b;
    if (!(w[i]! & (1 << bitIndex))) return false;
    w[i]! &= ~BAND_PEER[bitIndex]!;
  }
  return true;
}

function run(values: ArrayLike<number> | string, limit: number): number {
  solutionCount = 0;
  solutionLimit = limit;
  if (!load(values)) return 0;
  search(0);
  return solutionCount;
}

/**
 * Counts solutions, stopping at `limit`. With the default limit 2 the answer is 0 (invalid),
 * 1 (unique) or 2 (two or more). Accepts an 81-char string ('0'/'.' empty) or 81 numbers.
 */
export function countSolutions(puzzle: string | ArrayLike<number>, limit = 2): number {
  return run(puzzle, limit);
}

/** The first solution found as an 81-char string, or null when there is none. */
export function solve(puzzle: string | ArrayLike<number>): string | null {
  if (run(puzzle, 1) === 0) return null;
  let s = "";
  for (let c = 0; c < 81; c++) s += SOLUTION[c];
  return s;
}

/** Like solve, writing into `out` (81 digits) without building a string; returns false if none. */
export function solveInto(puzzle: string | ArrayLike<number>, out: Uint8Array): boolean {
  if (run(puzzle, 1) === 0) return false;
  out.set(SOLUTION);
  return true;
}

export interface SolveResult {
  /** 0, 1, or `limit` when at least that many exist. */
  count: number;
  /** The first solution found, or null. */
  solution: string | null;
  /** Number of guesses the search made: a rough hardness signal for machines, not players. */
  guesses: number;
}

/** Count to `limit` (default 2) and return the first solution in one search. */
export function analyze(puzzle: string | ArrayLike<number>, limit = 2): SolveResult {
  guessCount = 0;
  const count = run(puzzle, limit);
  let solution: string | null = null;
  if (count > 0) {
    solution = "";
    for (let c = 0; c < 81; c++) solution += SOLUTION[c];
  }
  return { count, solution, guesses: guessCount };
}

export interface SolutionsResult {
  /** Up to `limit` solutions (81-char strings), in the order the search found them. */
  solutions: string[];
  /** True when the guess budget ran out first: then fewer than `limit` solutions proves nothing. */
  exhausted: boolean;
  /** Guesses made, the one that broke the budget included. */
  guesses: number;
}

/**
 * The solutions themselves, up to `limit`, from the same search as countSolutions: for a puzzle
 * with several, `limit` 2 gives two that differ. The search gives up after `guessBudget` guesses
 * (a guess is one cell tried with one digit; the propagation between guesses is not counted).
 */
export function findSolutions(puzzle: string | ArrayLike<number>, limit = 2, budget = Infinity): SolutionsResult {
  const solutions: string[] = [];
  guessCount = 0;
  guessBudget = budget;
  outOfBudget = false;
  collected = solutions;
  try {
    run(puzzle, limit);
  } finally {
    collected = null;
    guessBudget = Infinity;
  }
  return { solutions, exhausted: outOfBudget, guesses: guessCount };
}

/** True when the puzzle has exactly one solution. */
export function hasUniqueSolution(puzzle: string | ArrayLike<number>): boolean {
  return run(puzzle, 2) === 1;
}
