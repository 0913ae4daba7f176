// The one place the Worker reads the wall clock (DESIGN §4 "Time is an input"): once per request
// (workers/app.ts, into the context's `now`) and for the finish stamps of cron jobs
// (workers/scheduled.ts; the jobs themselves work for the trigger's scheduled time). Everything
// else is handed an instant, and lint refuses `new Date()`, `Date.now` and `Date()` elsewhere.

/** The machine's current instant. */
export function wallClock(): Date {
  // eslint-disable-next-line no-restricted-syntax -- this is the clock
  return new Date();
}
