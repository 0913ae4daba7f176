import { describe, expect, it } from "vitest";
import { adConsent, type TcData } from "./consent.ts";

const all = (ids: number[]) => Object.fromEntries(ids.map((id) => [String(id), true]));
const tc = (purposes: number[], vendors: number[], extra: Partial<TcData> = {}): TcData => ({
  gdprApplies: true,
  eventStatus: "tcloaded",
  purpose: { consents: all(purposes) },
  vendor: { consents: all(vendors) },
  ...extra,
});

describe("adConsent (SPEC §4: targeting only with purposes 1, 3, 4 and vendor 755)", () => {
  it.each([
    ["everything", tc([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [755]), { ads: true, targeting: true }],
    ["exactly 1, 3, 4 and 755", tc([1, 3, 4], [755]), { ads: true, targeting: true }],
    ["purpose 3 refused", tc([1, 2, 4, 7], [755]), { ads: true, targeting: false }],
    ["purpose 4 refused", tc([1, 2, 3, 7], [755]), { ads: true, targeting: false }],
    ["vendor 755 refused", tc([1, 3, 4], [1, 2]), { ads: true, targeting: false }],
    ["purpose 1 refused, the rest given", tc([2, 3, 4, 7], [755]), { ads: false, targeting: false }],
    ["nothing", tc([], []), { ads: false, targeting: false }],
    ["consents marked false", { ...tc([], []), purpose: { consents: { 1: false, 3: false, 4: false } } }, { ads: false, targeting: false }],
    ["a fresh choice (useractioncomplete)", tc([1, 3, 4], [755], { eventStatus: "useractioncomplete" }), { ads: true, targeting: true }],
    ["GDPR does not apply, with an event status", { gdprApplies: false, eventStatus: "tcloaded" }, { ads: true, targeting: true }],
    ["no purpose or vendor objects", { gdprApplies: true, eventStatus: "tcloaded" }, { ads: false, targeting: false }],
  ])("%s", (_, data, expected) => {
    expect(adConsent(data)).toEqual(expected);
  });

  // CMP API v2.2, "TCData": where the GDPR does not apply, only these four fields exist, for
  // getTCData and for every addEventListener callback alike (no eventStatus, no listenerId).
  const outsideGdpr = { gdprApplies: false, tcfPolicyVersion: 4, cmpId: 300, cmpVersion: 1 };

  it("outside the GDPR: ads, personalised, from the four fields the CMP API sends (no dialog to wait for)", () => {
    expect(Object.keys(outsideGdpr).sort()).toEqual(["cmpId", "cmpVersion", "gdprApplies", "tcfPolicyVersion"]);
    expect(adConsent(outsideGdpr)).toEqual({ ads: true, targeting: true });
  });

  it.each([
    ["the dialog is showing", tc([1, 3, 4], [755], { eventStatus: "cmpuishown" })],
    ["no event status", tc([1, 3, 4], [755], { eventStatus: undefined })],
    ["the GDPR applies and only the other three fields came", { ...outsideGdpr, gdprApplies: true }],
    ["it is not yet known whether the GDPR applies", tc([1, 3, 4], [755], { gdprApplies: undefined, eventStatus: undefined })],
    ["no data", null],
    ["undefined", undefined],
  ])("waits when %s", (_, data) => {
    expect(adConsent(data)).toBeNull();
  });
});
