// The board's clock format lives beside the other formats for people, so the result card
// (app/share/) shows a time exactly as the board did.
export { formatTime } from "../lib/format/clock.ts";
