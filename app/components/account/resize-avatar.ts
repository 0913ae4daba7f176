/** Edge of the square the browser shrinks an avatar to before uploading it. */
export const AVATAR_EDGE_PX = 256;

/**
 * Crops the picture to its centre square and scales it to AVATAR_EDGE_PX, as WebP (JPEG where
 * the browser cannot encode WebP): a phone photo of several MB becomes a few KB.
 */
export async function resizeAvatar(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const side = Math.min(bitmap.width, bitmap.height);
  const canvas = document.createElement("canvas");
  canvas.width = AVATAR_EDGE_PX;
  canvas.height = AVATAR_EDGE_PX;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("no 2d canvas");
  ctx.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, AVATAR_EDGE_PX, AVATAR_EDGE_PX);
  bitmap.close();
  const webp = canvas.toDataURL("image/webp", 0.85);
  return webp.startsWith("data:image/webp") ? webp : canvas.toDataURL("image/jpeg", 0.85);
}
