// Key press to next paint on the play page, over 100 entries.
//
//   node scripts/bench/input-latency.ts [http://localhost:8787/]
//
// Runs against a running production server in Debian's Chromium. For every key press the page
// records the event's timestamp and, after React has handled it, waits for the next frame
// (requestAnimationFrame) and then for the end of that frame's rendering work (a message posted
// from the frame callback runs after style, layout and paint). The difference is the time the
// player waits to see the digit. Each entry is two presses (the two-step confirm of SPEC §4);
// entries alternate with clearing presses so the puzzle never fills up.

import { chromium } from "playwright-core";

const url = process.argv[2] ?? "http://localhost:8787/";
const ENTRIES = 100;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(url, { waitUntil: "networkidle" });
await page.waitForSelector('[data-testid="board"][data-hydrated]');
await page.evaluate(() => {
  const w = window as unknown as { __latencies: number[]; __handled: number[]; __slowEvents: number[] };
  w.__latencies = [];
  w.__handled = [];
  w.__slowEvents = [];
  window.addEventListener(
    "keydown",
    (e) => {
      const start = e.timeStamp;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => w.__latencies.push(performance.now() - start);
        channel.port2.postMessage(null);
      });
    },
    { capture: true },
  );
  // Bubbling to window comes after the board's own listener: the JavaScript work of a press.
  window.addEventListener("keydown", (e) => w.__handled.push(performance.now() - e.timeStamp));
  // Event Timing reports only events of 16 ms or more (its smallest threshold): the slow ones.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "keydown") w.__slowEvents.push(entry.duration);
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
});

const empties: number[] = await page
  .locator("td[data-cell]")
  .evaluateAll((tds) => tds.flatMap((td, i) => (td.classList.contains("given") ? [] : [i])));
const measured = async (n: number) =>
  page.waitForFunction((count) => (window as unknown as { __latencies: number[] }).__latencies.length >= count, n);

const entryLatencies: number[] = [];
let presses = 0;
for (let i = 0; i < ENTRIES; i++) {
  const cell = empties[i % empties.length]!;
  const digit = String((i % 9) + 1);
  await page.locator(`td[data-cell="${cell}"]`).focus();
  await page.keyboard.press(digit);
  await measured(++presses);
  await page.keyboard.press(digit);
  await measured(++presses);
  entryLatencies.push(await page.evaluate(() => (window as unknown as { __latencies: number[] }).__latencies.at(-1)!));
  await page.keyboard.press(digit); // clears the entry again
  await measured(++presses);
}
const { all, handled, slow } = await page.evaluate(() => {
  const w = window as unknown as { __latencies: number[]; __handled: number[]; __slowEvents: number[] };
  return { all: w.__latencies, handled: w.__handled, slow: w.__slowEvents };
});
const filled = await page.locator("td.entry").count();
await browser.close();

const stats = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return `median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms, p95 ${sorted[Math.floor(sorted.length * 0.95)]!.toFixed(1)} ms, worst ${sorted.at(-1)!.toFixed(1)} ms`;
};
console.log(`Input latency, key press to next paint (${url}), Chromium headless:`);
console.log(`  ${ENTRIES} entries (confirming press): ${stats(entryLatencies)}`);
console.log(`  all ${all.length} presses (pending, entry, clear): ${stats(all)}`);
console.log(`  JavaScript work per press (event to handled): ${stats(handled)}`);
console.log(
  `  Event Timing: ${slow.length} of ${all.length} key presses took 16 ms or more${slow.length ? ` (${slow.join(", ")} ms)` : ""}`,
);
console.log(`  target: 16 ms; cells still filled at the end: ${filled}`);
