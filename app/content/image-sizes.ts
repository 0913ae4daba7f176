// Width and height of every picture the Markdown texts show, in pixels. The server writes them
// into the <img> tags, so the browser reserves the space before the picture arrives and the text
// below does not jump (CLS). image-sizes.test.ts checks them against the files in public/.
export const IMAGE_SIZES: Readonly<Record<string, readonly [width: number, height: number]>> = {
  "/images/releases/2021-2-new-password.png": [296, 617],
};
