/** The image types an avatar may have, recognised by their first bytes, never by name or header. */
export type AvatarType = "image/png" | "image/jpeg" | "image/webp";

export function sniffImageType(bytes: Uint8Array): AvatarType | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}

/** `data:image/...;base64,...` → bytes, or null when it is not a base64 data URL. */
export function dataUrlBytes(value: string): Uint8Array | null {
  const match = /^data:[\w/+.-]*;base64,([A-Za-z0-9+/=\s]*)$/.exec(value);
  if (!match) return null;
  try {
    const binary = atob(match[1]!.replace(/\s+/g, ""));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

export function bytesToDataUrl(bytes: Uint8Array, type: string): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${type};base64,${btoa(binary)}`;
}

/**
 * The avatar's address carries a version, stored with the image (users.avatar_version): the first 16
 * hex digits of the SHA-256 of its bytes, computed once when the image is saved (images stored
 * before migration 0011 got a random one; any value that changes with the image will do).
 */
export const AVATAR_VERSION = /^[0-9a-f]{16}$/;

export async function avatarVersion(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>));
  return Array.from(digest.subarray(0, 8), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Where the signed-in player's avatar is served (app/routes/api.profile.avatar.ts): by address,
 * not inside every document. A new image is a new address, so the browser may keep each one for good.
 */
export function avatarPath(version: string): string {
  return `/api/profile/avatar/${version}`;
}
