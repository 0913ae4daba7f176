import { useEffect, useState } from "react";
import { DAY_FIGURES_MIN_SOLVERS } from "../../config/daily.ts";
import { formatTime } from "../../lib/format/clock.ts";
import { formatCount } from "../../lib/format/locale-format.ts";
import { useDailyT } from "./daily-texts.ts";

type Figures = { shown: true; solvers: number; medianSeconds: number | null } | { shown: false };

/**
 * The figures of the day in the solved section (issue 31): how many solved this day's puzzle on its
 * day and their median time, asked for once the game is solved (GET /api/daily-sudoku/figures),
 * so nobody downloads them who has not finished. Below DAY_FIGURES_MIN_SOLVERS the server tells no
 * number, and this says when they will show. A failed request shows nothing: they are a bonus.
 */
export function DayFigures({ date, locale }: { date: string; locale: string }) {
  const dt = useDailyT();
  const [figures, setFigures] = useState<Figures | null>(null);
  useEffect(() => {
    let live = true;
    fetch(`/api/daily-sudoku/figures?date=${date}`, { headers: { Accept: "application/json" } })
      .then((res): Promise<Figures> | null => (res.ok ? res.json() : null))
      .then((answer) => live && setFigures(answer))
      .catch(() => live && setFigures(null));
    return () => {
      live = false;
    };
  }, [date]);
  if (!figures) return null;
  let text: string;
  if (!figures.shown) text = dt("figuresHidden", { count: DAY_FIGURES_MIN_SOLVERS });
  else {
    // The plural follows the count; the text shows it grouped for the language (1.234 / 1,234).
    const count = figures.solvers;
    const solvers = formatCount(count, locale);
    text =
      figures.medianSeconds === null
        ? dt("figuresNoTime", { count, solvers })
        : dt("figures", { count, solvers, time: formatTime(figures.medianSeconds) });
  }
  return (
    <section className="day-figures" aria-labelledby="day-figures-title" data-testid="day-figures">
      <h3 id="day-figures-title">{dt("figuresTitle")}</h3>
      <p>{text}</p>
    </section>
  );
}
