// SE's chains: X-chains, XY-chains and alternating inference chains (6.5-7.x), and the forcing
// chains (7.5 and up), each valued by its kind plus SE's length bonus (length.ts).

import type { ForcingBranch, Step } from "../techniques/position.ts";
import { fromFinder } from "./basic.ts";
import type { Producer } from "./hint.ts";
import { chainValue } from "./length.ts";

/** Base values of the chain kinds (SE: forcing X-chain 6.6, forcing chain 7.0, dynamic 8.5). */
export const CHAIN_BASE = {
  xChain: 6.6,
  xyChain: 7.0,
  aic: 7.4,
  contradiction: 8.2,
  cellForcing: 8.2,
  unitForcing: 8.2,
} as const;

/** SE length of a forcing chain hint: the on and off nodes of every branch. */
function forcingLength(branches: readonly ForcingBranch[] | undefined): number {
  let nodes = 0;
  for (const b of branches ?? []) nodes += 2 * b.links.length;
  return nodes;
}

const chain = (base: number, length: (s: Step) => number) => (s: Step) => {
  const l = length(s);
  return { difficulty: chainValue(base, l), length: l };
};

/** The chain producers with their kind's base value, ascending. */
export const CHAIN_PRODUCERS: readonly { base: number; produce: Producer }[] = [
  {
    base: CHAIN_BASE.xChain,
    produce: fromFinder(
      "x-chain",
      "Forcing X-Chain",
      chain(CHAIN_BASE.xChain, (s) => s.cells.length),
    ),
  },
  {
    base: CHAIN_BASE.xyChain,
    produce: fromFinder(
      "xy-chain",
      "Forcing Chain (XY)",
      chain(CHAIN_BASE.xyChain, (s) => 2 * s.cells.length),
    ),
  },
  { base: 6.8, produce: fromFinder("als-xz", "ALS-XZ", 6.8) },
  {
    base: CHAIN_BASE.aic,
    produce: fromFinder(
      "aic",
      "Forcing Chain",
      chain(CHAIN_BASE.aic, (s) => s.inference?.nodes.length ?? 0),
    ),
  },
  {
    base: CHAIN_BASE.contradiction,
    produce: fromFinder(
      "contradiction-chain",
      "Contradiction Forcing Chain",
      chain(CHAIN_BASE.contradiction, (s) => forcingLength(s.branches)),
    ),
  },
  {
    base: CHAIN_BASE.cellForcing,
    produce: fromFinder(
      "cell-forcing-chain",
      "Cell Forcing Chain",
      chain(CHAIN_BASE.cellForcing, (s) => forcingLength(s.branches)),
    ),
  },
  {
    base: CHAIN_BASE.unitForcing,
    produce: fromFinder(
      "unit-forcing-chain",
      "Region Forcing Chain",
      chain(CHAIN_BASE.unitForcing, (s) => forcingLength(s.branches)),
    ),
  },
];
