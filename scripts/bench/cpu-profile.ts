// Where a page's server time goes: a CPU profile of the Worker while one address is under load.
//
//   node scripts/bench/cpu-profile.ts [http://localhost:8787] [--path /] [--seconds 5] [--inspector ws://localhost:9229/ws] [--top 30] [--total 40]
//
// Connects to workerd's inspector (wrangler dev opens it on port 9229), starts V8's sampling
// profiler, drives the address with 16 clients, stops, and prints the functions with the most
// self time and the modules they come from. Used to find what the page path computes per request.

import { measureThroughput } from "./throughput-run.ts";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const value = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1]! : fallback;
};
const base = new URL(args.find((a, i) => !a.startsWith("--") && !args[i - 1]?.startsWith("--")) ?? "http://localhost:8787");
const path = value("path", "/");
const seconds = Number(value("seconds", "5"));
const top = Number(value("top", "30"));

// wrangler's inspector proxy only lets its own DevTools front end in (it checks the Origin).
const ws = new WebSocket(value("inspector", "ws://localhost:9229/ws"), {
  headers: { Origin: "https://devtools.devprod.cloudflare.dev" },
} as unknown as string[]);
let nextId = 1;
const pending = new Map<number, (result: unknown) => void>();
ws.addEventListener("message", (event) => {
  const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
  if (message.id && pending.has(message.id)) pending.get(message.id)!(message.result);
});
const send = <T>(method: string, params: Record<string, unknown> = {}) =>
  new Promise<T>((resolve) => {
    const id = nextId++;
    pending.set(id, resolve as (r: unknown) => void);
    ws.send(JSON.stringify({ id, method, params }));
  });
await new Promise((resolve, reject) => {
  ws.addEventListener("open", resolve);
  ws.addEventListener("error", reject);
});

await send("Profiler.enable");
await send("Profiler.setSamplingInterval", { interval: 500 });
await send("Profiler.start");
const load = await measureThroughput(base, path, { clients: 16, seconds });
const { profile } = await send<{ profile: Profile }>("Profiler.stop");
ws.close();

const self = new Map<number, number>();
profile.samples.forEach((node, i) => self.set(node, (self.get(node) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);
const byFunction = new Map<string, number>();
const byModule = new Map<string, number>();
for (const node of profile.nodes) {
  const us = self.get(node.id) ?? 0;
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url.split("/").pop() || "(native)";
  const key = `${functionName || "(anonymous)"} ${file}:${lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  byModule.set(file, (byModule.get(file) ?? 0) + us);
}
const print = (title: string, map: Map<string, number>, n: number) => {
  console.log(`\n${title}`);
  for (const [k, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n)) {
    console.log(`${((us / total) * 100).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(6)} ms  ${k}`);
  }
};
// Who calls the costliest functions: their self time split by calling function.
const parentOf = new Map<number, ProfileNode>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node);
const label = (n: ProfileNode | undefined) =>
  n
    ? `${n.callFrame.functionName || "(anonymous)"} ${n.callFrame.url.split("/").pop() || "(native)"}:${n.callFrame.lineNumber + 1}`
    : "(root)";
const callers = new Map<string, Map<string, number>>();
for (const node of profile.nodes) {
  const us = self.get(node.id) ?? 0;
  if (!us) continue;
  const key = label(node);
  const byCaller = callers.get(key) ?? new Map<string, number>();
  // Two levels up: the direct caller is often a helper of the same library.
  const parent = parentOf.get(node.id);
  const chain = `${label(parent)} ← ${label(parent && parentOf.get(parent.id))}`;
  byCaller.set(chain, (byCaller.get(chain) ?? 0) + us);
  callers.set(key, byCaller);
}

// Total time: a sample counts once for every distinct function on its stack, so a function's
// figure is everything that ran under it (what a change to it could save at most).
const inclusive = new Map<string, number>();
for (const node of profile.nodes) {
  const us = self.get(node.id) ?? 0;
  if (!us) continue;
  const seen = new Set<string>();
  for (let n: ProfileNode | undefined = node; n; n = parentOf.get(n.id)) {
    const key = label(n);
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + us);
  }
}

console.log(`${path}: ${load.perSecond.toFixed(0)} req/s, ${load.requests} requests; ${(total / 1000).toFixed(0)} ms sampled`);
console.log(`CPU per request (sampled, idle included): ${(total / 1000 / load.requests).toFixed(2)} ms`);
print("self time by function", byFunction, top);
print("self time by module", byModule, 12);
print(
  "total time by function (self and everything it called)",
  new Map([...inclusive].filter(([k]) => !k.startsWith("(root)"))),
  Number(value("total", "40")),
);
const callerCount = Number(value("callers", "6"));
for (const [key] of [...byFunction]
  .sort((a, b) => b[1] - a[1])
  .filter(([k]) => !k.includes("(native)"))
  .slice(0, callerCount)) {
  print(`callers of ${key}`, callers.get(key) ?? new Map(), 4);
}
