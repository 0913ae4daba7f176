import { lazy, Suspense } from "react";
import { useRootData } from "../../lib/shell/root-data.ts";

// One day a year: the banner's code is its own chunk, loaded only when the server says it is
// Black Friday (the play page's JavaScript budget pays nothing for it the other 364 days).
const BlackFridayBanner = lazy(() => import("./BlackFridayBanner.tsx"));

export function BlackFriday({ size }: { size: "small" | "large" }) {
  const { blackFriday, pageKey } = useRootData();
  // On the supporter page itself the offer is part of the page.
  if (!blackFriday || pageKey === "supporter") return null;
  return (
    <Suspense fallback={null}>
      <BlackFridayBanner size={size} />
    </Suspense>
  );
}
