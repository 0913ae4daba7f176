import { z } from "zod";
import { LOCAL_PATH, LOCAL_PATH_MAX } from "./local-path-rule.ts";

/** A same-site path to return to (local-path-rule.ts) as a schema: anything else becomes `/`. */
export const localPath = z.string().max(LOCAL_PATH_MAX).regex(LOCAL_PATH).catch("/");
