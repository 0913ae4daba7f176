import { describe, expect, it } from "vitest";
import * as constants from "./constants.ts";

// Every number of SPEC §9 written out literally, one row per spec phrase. The rest of the tests
// import these constants, so a changed value would pass them all; it must fail here.
const SECONDS_PER_DAY = 86_400;

describe("SPEC §9 business constants", () => {
  it.each<[string, keyof typeof constants, unknown]>([
    ["grid 9x9", "GRID_SIZE", 9],
    ["81 cells", "CELL_COUNT", 81],
    ["levels 1 to 5", "LEVELS", [1, 2, 3, 4, 5]],
    ["last-week statistics 7 days", "LAST_WEEK_DAYS", 7],
    ["pending digit timeout 500 ms in speed mode", "PENDING_DIGIT_TIMEOUT_SPEED_MS", 500],
    ["pending digit timeout 2500 ms otherwise", "PENDING_DIGIT_TIMEOUT_MS", 2500],
    ["defaults: speed on, invert on, highlight off", "DEFAULT_SETTINGS", { speedMode: true, invertMode: true, highlightMode: false }],
    ["recent saved puzzles: 5 per page", "RECENT_SAVED_PUZZLES", 5],
    ["code length 6", "CODE_LENGTH", 6],
    ["e-mail max 128", "EMAIL_MAX_LENGTH", 128],
    ["password min 8", "PASSWORD_MIN_LENGTH", 8],
    ["password max 1024", "PASSWORD_MAX_LENGTH", 1024],
    ["authentication cookie 365 days", "AUTH_COOKIE_MAX_AGE_S", 365 * SECONDS_PER_DAY],
    ["authentication cookie in seconds", "AUTH_COOKIE_MAX_AGE_S", 31_536_000],
    ["login PIN cookie 900 s", "LOGIN_TOKEN_MAX_AGE_S", 900],
    ["e-mail-sent cookie 900 s", "EMAIL_SENT_MAX_AGE_S", 900],
    ["daytime recompute 30 s", "DAYTIME_RECOMPUTE_MS", 30_000],
    ["navigation redirect delay 1 ms", "NAV_REDIRECT_DELAY_MS", 1],
    ["daily puzzle at 00:00 Europe/Berlin", "TIME_ZONE", "Europe/Berlin"],
    ["version 2025.0.4", "APP_VERSION", "2025.0.4"],
    ["splash version marker 2021.2.0", "SPLASH_VERSION", "2021.2.0"],
    ["splash shown until 2021-04-02", "SPLASH_END_DATE", "2021-04-02"],
  ])("%s", (_, name, value) => {
    expect(constants[name]).toEqual(value);
  });
});

describe("SPEC §5 one-time code", () => {
  it("uses the letters ABCDEFGHJKLMNPRSTUVWXYZ (no I, O, Q)", () => {
    expect(constants.CODE_ALPHABET).toBe("ABCDEFGHJKLMNPRSTUVWXYZ");
  });
});

describe("SPEC §4 daytime shifts", () => {
  it.each<[string, keyof typeof constants, number]>([
    ["dusk 20 minutes earlier", "DUSK_SHIFT_MS", 1_200_000],
    ["sunset one hour earlier", "SUNSET_SHIFT_MS", 3_600_000],
    ["dawn one hour earlier", "DAWN_SHIFT_MS", 3_600_000],
  ])("%s", (_, name, value) => {
    expect(constants[name]).toBe(value);
  });
});

describe("session lifetime (ASVS 7.3, beyond the spec)", () => {
  it("ends a session after 30 days without use and moves its last use at most once a day", () => {
    expect(constants.SESSION_IDLE_S).toBe(2_592_000);
    expect(constants.SESSION_TOUCH_INTERVAL_S).toBe(86_400);
  });
});
