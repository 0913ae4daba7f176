// The database options the operator scripts share: --remote (production), --dry-run, and
// --persist-to DIR (another local state directory). Other arguments are returned in order.
import type { DbTarget } from "./local-db.ts";
import { Exit } from "./run.ts";

export interface DbArgs {
  target: DbTarget;
  dryRun: boolean;
  positional: string[];
}

export function parseDbArgs(args: readonly string[], usage: string): DbArgs {
  let remote = false;
  let dryRun = false;
  let persistTo: string | undefined;
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "--remote") remote = true;
    else if (arg === "--dry-run") dryRun = true;
    else if (arg === "--persist-to") {
      persistTo = args[++i];
      if (persistTo === undefined || persistTo.startsWith("--")) throw new Exit(2, `--persist-to needs a directory\n${usage}`);
    } else if (arg === "--help" || arg === "-h") throw new Exit(2, usage);
    else if (arg.startsWith("-")) throw new Exit(2, `unexpected argument ${JSON.stringify(arg)}\n${usage}`);
    else positional.push(arg);
  }
  if (remote && persistTo !== undefined) throw new Exit(2, `--persist-to is for the local database, not with --remote\n${usage}`);
  return { target: { remote, ...(persistTo === undefined ? {} : { persistTo }) }, dryRun, positional };
}
