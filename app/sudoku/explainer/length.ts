// SE's length rule for chains: a chain's value grows by 0.1 each time its length passes the next
// ceiling of 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128, … (alternately × 3/2 and × 4/3). SE's length
// is the chain's node count (on and off candidates, the start's two states counted once each)
// less 2: a skyscraper's forcing X-chain has 6 nodes, length 4, no bonus.

/** SE's first ceiling: chains up to this length get no bonus. */
export const FIRST_CEILING = 4;

/** The bonus in tenths for a chain of SE length `length`. */
export function lengthBonusTenths(length: number): number {
  let tenths = 0;
  let ceiling = FIRST_CEILING;
  let odd = false;
  while (length > ceiling) {
    tenths++;
    ceiling = odd ? Math.trunc((ceiling * 4) / 3) : Math.trunc((ceiling * 3) / 2);
    odd = !odd;
  }
  return tenths;
}

/** A chain's value: its kind's base value plus the length bonus (tenths kept exact). */
export function chainValue(base: number, length: number): number {
  return (Math.round(base * 10) + lengthBonusTenths(length)) / 10;
}
