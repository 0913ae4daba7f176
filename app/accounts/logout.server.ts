import type { Db } from "../db/client.server.ts";
import { requestToken } from "./request-session.server.ts";
import { revokeSession } from "./sessions.server.ts";

// The logout's one step below the adapters (routes/api.logout.ts, the login card's form post in
// routes/authentication.server.ts).

/**
 * Revokes the request's session if there is one. A storage failure is logged, not thrown: the
 * answer must still clear the cookies (SPEC §4 "in every case"), and an unrevoked row ends by
 * itself (idle expiry) once no cookie carries its token.
 */
export async function endSession(db: Db, request: Request, now: Date): Promise<boolean> {
  const token = requestToken(request);
  if (!token) return false;
  try {
    return await revokeSession(db, token, now);
  } catch (error) {
    console.error("logout: revoking the session failed", error);
    return false;
  }
}
