import { beaconFor } from "../../app/clients/beacon.server.ts";
import { runDraws } from "../../app/draw/draw.server.ts";
import { mailerFor } from "../../app/mail/mail-setup.server.ts";
import type { Job } from "./index.ts";

/**
 * The monthly draw: commitments ahead, then any month whose lots froze and that is not drawn.
 * Also run every hour outside the midnight pair (workers/scheduled.ts), so a beacon round that was
 * not out at midnight, or a relay that did not answer, is asked again within the hour.
 */
export const drawJob: Job = {
  name: "draw",
  run: ({ env, db, now }) =>
    runDraws(
      db,
      beaconFor(env, () => now.getTime()),
      mailerFor(env, db, now),
      now,
    ),
};
