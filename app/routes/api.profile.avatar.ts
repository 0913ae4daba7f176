import { z } from "zod";
import { apiError } from "../lib/http/api.server.ts";
import { AVATAR_VERSION, sniffImageType } from "../accounts/avatar.ts";
import { avatarBytes } from "../accounts/users.server.ts";
import { apiUserCall, methodNotAllowed } from "../middleware/api-request.server.ts";

/** A year: the address names the bytes (avatarPath), so what is behind it never changes. */
const IMMUTABLE = "private, max-age=31536000, immutable";

/**
 * GET /api/profile/avatar/:version (auth): the signed-in player's avatar, the one image only its
 * owner sees (SPEC §2 login card, the profile page). `version` is the stored version of the image
 * the shell linked (users.avatar_version); an address of an older or another image is 404, a
 * malformed one 400. `private`: a shared cache must not keep one player's image for the next.
 */
export const loader = apiUserCall({
  method: "GET",
  schema: z.object({ version: z.string().regex(AVATAR_VERSION, { error: "api.avatarVersionInvalid" }) }),
  input: ({ params }) => ({ version: params.version }),
  storage: null,
  run: async ({ auth, db, input }) => {
    // The session knows the current version: any other address is answered without reading the bytes.
    const bytes = auth.user.avatarVersion === input.version ? await avatarBytes(db, auth.user.id, input.version) : null;
    // The type as the bytes say (as the upload checked them), never a stored name.
    const type = bytes ? sniffImageType(bytes) : null;
    if (!bytes || !type) return { kind: "missing" as const };
    return { kind: "found" as const, bytes, type };
  },
  answers: {
    found: ({ bytes, type }) =>
      new Response(bytes, { headers: { "Content-Type": type, "Content-Length": String(bytes.length), "Cache-Control": IMMUTABLE } }),
    missing: (_, { t }) => apiError(404, t("api.avatarNotFound")),
  },
});

export const action = methodNotAllowed;
