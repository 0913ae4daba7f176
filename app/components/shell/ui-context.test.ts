import { describe, expect, it, vi } from "vitest";
import { orFailed } from "./ui-context.tsx";

// retryLazy's import: a failed load of a part resolves to its stand-in instead of rejecting, so
// React.lazy never hands the failure to the page's error boundary.
describe("orFailed", () => {
  const Part = () => null;
  const StandIn = () => null;

  it("resolves to the part when its chunk loads", async () => {
    const load = vi.fn(() => Promise.resolve({ default: Part }));
    await expect(orFailed(load, StandIn)()).resolves.toEqual({ default: Part });
    expect(load).toHaveBeenCalledOnce();
  });

  it("resolves to the stand-in when the chunk does not load, and imports again on the next call", async () => {
    const load = vi
      .fn<() => Promise<{ default: () => null }>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module: http://localhost/assets/Drawer-x.js"))
      .mockResolvedValueOnce({ default: Part });
    const imported = orFailed(load, StandIn);
    await expect(imported()).resolves.toEqual({ default: StandIn });
    await expect(imported()).resolves.toEqual({ default: Part });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
