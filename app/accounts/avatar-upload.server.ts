import { AVATAR_MAX_BYTES } from "../config/limits.ts";
import type { ProfileUpdate } from "./users.server.ts";
import { dataUrlBytes, sniffImageType } from "./avatar.ts";

/**
 * The avatar field of a profile post: a file (multipart) or a data URL (the browser's resized
 * square), checked by its bytes. "remove" deletes it; empty keeps it.
 */
export async function avatarFromField(value: FormDataEntryValue | undefined): Promise<ProfileUpdate["avatar"] | "type" | "size"> {
  if (value === undefined || value === "") return undefined;
  let bytes: Uint8Array | null;
  if (typeof value === "string") {
    if (value === "remove") return null;
    bytes = dataUrlBytes(value);
  } else {
    // An empty file input still sends a nameless empty part: that means "keep".
    if (value.size === 0 && !value.name) return undefined;
    if (value.size > AVATAR_MAX_BYTES) return "size";
    bytes = new Uint8Array(await value.arrayBuffer());
  }
  if (!bytes || bytes.length === 0) return "type";
  if (bytes.length > AVATAR_MAX_BYTES) return "size";
  const type = sniffImageType(bytes);
  return type ? { bytes, type } : "type";
}
