// Anyone's check of a monthly draw: fetches the published draw (or reads it from a file), recomputes
// every step of "sudoku-oase-draw-v1" with the public key of the real drand network, and says
// whether the published winners follow. Exit 0: they do. 1: they do not. 2: nothing to check
// (bad arguments, site unreachable, month not drawn yet).
//
//   npm run draw:verify -- 2026-11 [--origin http://localhost:8787] [--file publication.json] [--allow-dev-beacon]
import { verifyDraw } from "./draw-verify-check.ts";

process.exitCode = await verifyDraw(process.argv.slice(2), console);
