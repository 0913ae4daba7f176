import { z } from "zod";

/** A same-site path to return to: absolute path, no scheme, no protocol-relative `//host`. */
export const localPath = z
  .string()
  .max(2048)
  .regex(/^\/(?![/\\])[^\s]*$/)
  .catch("/");
