import { z } from "zod";
import { apiJson } from "../lib/http/api.server.ts";
import { apiCall, methodNotAllowed } from "../middleware/api-request.server.ts";

/** GET /api/ip-address (SPEC §7): the visitor's public address as the edge sees it. */
export const loader = apiCall({
  method: "GET",
  schema: z.object({}),
  storage: null,
  run: async ({ client }) => ({ kind: "address" as const, ip: client.ip }),
  answers: { address: ({ ip }) => apiJson({ ipAddress: ip === "local" ? "127.0.0.1" : ip }) },
});

// Without an action, React Router answers a POST with 405 and its own "Unexpected Server Error" body.
export const action = methodNotAllowed;
