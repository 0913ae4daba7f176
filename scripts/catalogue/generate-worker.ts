import { parentPort } from "node:worker_threads";
import { buildRow } from "./catalogue.ts";
import type { Task } from "./catalogue.ts";

if (!parentPort) throw new Error("generate-worker must run as a worker thread");
const port = parentPort;
port.on("message", (msg: { seed: string; tasks: Task[] }) => {
  port.postMessage({ rows: msg.tasks.map((t) => buildRow(msg.seed, t)) });
});
