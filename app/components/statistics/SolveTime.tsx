// Not play/format.ts's formatTime, though it writes the same m:ss: importing that module here split
// it out of the board's chunk into one of its own, which the play page's first load then fetched
// (149 B over its budget). The board's clock and this page show times alike; they just do not share the lines.

const pad = (n: number) => String(n).padStart(2, "0");
const MINUTE = 60;
const HOUR = 3600;

/** A solve time as the board's clock shows it: m:ss, or h:mm:ss from the first hour on. */
export function solveTimeText(seconds: number): string {
  const h = Math.floor(seconds / HOUR);
  const m = Math.floor((seconds % HOUR) / MINUTE);
  const s = seconds % MINUTE;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** A solve time with its machine-readable duration. */
export function SolveTime({ seconds }: { seconds: number }) {
  return <time dateTime={`PT${seconds}S`}>{solveTimeText(seconds)}</time>;
}
