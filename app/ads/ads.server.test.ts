import { describe, expect, it } from "vitest";
import { adsSetup } from "./ads.server.ts";

const standin = { ADS_MODE: "standin", ADS_STANDIN_ORIGIN: "http://127.0.0.1:8791/", CMP_STANDIN_DEFAULT: "ask" } as const;

describe("adsSetup: the server decides who gets ad markup and a consent platform", () => {
  it("visitors and players without an active supporter period get ads from the chosen provider", () => {
    const setup = adsSetup(standin, null, 0.5);
    expect(setup).toEqual({
      standinOrigin: "http://127.0.0.1:8791",
      cmpSrc: "http://127.0.0.1:8791/i/pub-0000000000000000?ers=1&default=ask",
      provider: "adsense",
      positions: expect.arrayContaining(["leaderboard", "rectangle", "solved-rectangle", "sticky-skyscraper", "content-zero"]) as unknown,
    });
    expect(setup?.positions).not.toContain("footer");
    expect(adsSetup(standin, { supporterUntil: null }, 0.1)?.provider).toBe("adsense");
  });

  it("supporters get none, nor does anybody with ads off", () => {
    expect(adsSetup(standin, { supporterUntil: "2027-01-01" })).toBeNull();
    expect(adsSetup({ ...standin, ADS_MODE: "off" }, null)).toBeNull();
  });

  it("live: Google's consent platform for this publisher", () => {
    expect(adsSetup({ ADS_MODE: "live", ADS_STANDIN_ORIGIN: undefined, CMP_STANDIN_DEFAULT: "ask" }, null, 0)).toMatchObject({
      standinOrigin: null,
      cmpSrc: "https://fundingchoicesmessages.google.com/i/pub-0000000000000000?ers=1",
    });
  });
});
