const pad = (n: number) => String(n).padStart(2, "0");

/** Play time as m:ss, or h:mm:ss from the first hour on: the board's clock, and the result card's. */
export function formatTime(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
