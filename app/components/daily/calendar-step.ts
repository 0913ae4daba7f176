// The sidebar calendar's step to another month with JavaScript (loaded on the first step, so the
// pages' first load does not carry it): the month from GET /api/daily-sudoku/statistics?month=.
// Without JavaScript, or when the call fails, the link opens the archive page's month instead.

import type { DailyCalendar } from "../../shell/root-data.ts";

/** How long to wait for the new month to render before placing focus anyway. */
const MAX_FRAMES = 30;

export async function stepMonth(link: HTMLAnchorElement, month: string, show: (calendar: DailyCalendar) => void): Promise<void> {
  const section = link.closest("section");
  const monthLine = section?.querySelector("[aria-live]");
  const before = monthLine?.textContent;
  try {
    const response = await fetch(`/api/daily-sudoku/statistics?month=${encodeURIComponent(month)}`, { credentials: "same-origin" });
    if (!response.ok) throw new Error(`daily month ${month}: ${response.status}`);
    const answer = await response.json<DailyCalendar>();
    show({
      month: answer.month,
      today: answer.today,
      weeks: answer.weeks,
      solvedToday: answer.solvedToday,
      role: answer.role,
      frozen: answer.frozen,
      streak: answer.streak,
      previous: answer.previous,
      next: answer.next,
    });
  } catch {
    window.location.assign(link.href);
    return;
  }
  // At the first or the current month the link stepped with is gone: focus stays in the calendar.
  // React renders the new month when it gets to it: look once its name is on the page (a few frames at most).
  let frames = 0;
  const keepFocus = () => {
    if (monthLine?.textContent === before && ++frames < MAX_FRAMES) return void requestAnimationFrame(keepFocus);
    if (section && !section.contains(document.activeElement)) section.querySelector<HTMLElement>(".calendar-step")?.focus();
  };
  requestAnimationFrame(keepFocus);
}
