import { useRootData } from "../../shell/root-data.ts";
import BlackFridayBanner from "./BlackFridayBanner.tsx";

// Not a lazy chunk: a lazy banner suspended during hydration whenever its chunk came after the
// page's scripts, and an update meanwhile left the server's copy hidden beside the client's (two
// banners in one CI run). The banner costs about 300 B gzip on the play page.
export function BlackFriday({ size }: { size: "small" | "large" }) {
  const { blackFriday, pageKey } = useRootData();
  // On the supporter page itself the offer is part of the page.
  if (!blackFriday || pageKey === "supporter") return null;
  return <BlackFridayBanner size={size} />;
}
