import { describe, expect, it } from "vitest";
import * as constants from "./constants.ts";

// Every number of SPEC §9 written out literally, one row per spec phrase. The rest of the tests
// import these constants, so a changed value would pass them all; it must fail here.
const SECONDS_PER_DAY = 86_400;

describe("SPEC §9 business constants", () => {
  it.each<[string, keyof typeof constants, unknown]>([
    ["grid 9x9", "GRID_SIZE", 9],
    ["81 cells", "CELL_COUNT", 81],
    ["3x3 boxes", "BOX_SIZE", 3],
    ["levels 1 to 5", "LEVELS", [1, 2, 3, 4, 5]],
    ["lowest level 1", "MIN_LEVEL", 1],
    ["highest level 5", "MAX_LEVEL", 5],
    ["last-week statistics 7 days", "LAST_WEEK_DAYS", 7],
    ["pending digit timeout 500 ms in speed mode", "PENDING_DIGIT_TIMEOUT_SPEED_MS", 500],
    ["pending digit timeout 2500 ms otherwise", "PENDING_DIGIT_TIMEOUT_MS", 2500],
    ["defaults: speed on, invert on, highlight off", "DEFAULT_SETTINGS", { speedMode: true, invertMode: true, highlightMode: false }],
    ["consent targeting true", "DEFAULT_CONSENT_TARGETING", true],
    ["recent saved puzzles: 5 per page", "RECENT_SAVED_PUZZLES", 5],
    ["code length 6", "CODE_LENGTH", 6],
    ["e-mail max 128", "EMAIL_MAX_LENGTH", 128],
    ["password min 8", "PASSWORD_MIN_LENGTH", 8],
    ["password max 1024", "PASSWORD_MAX_LENGTH", 1024],
    ["authentication cookie 365 days", "AUTH_COOKIE_MAX_AGE_S", 365 * SECONDS_PER_DAY],
    ["authentication cookie in seconds", "AUTH_COOKIE_MAX_AGE_S", 31_536_000],
    ["login PIN cookie 900 s", "LOGIN_TOKEN_MAX_AGE_S", 900],
    ["e-mail-sent cookie 900 s", "EMAIL_SENT_MAX_AGE_S", 900],
    ["counter refresh 5 minutes", "COUNTER_REFRESH_MS", 300_000],
    ["counter cookie 2 hours", "COUNTER_COOKIE_MAX_AGE_S", 7200],
    ["daytime recompute 30 s", "DAYTIME_RECOMPUTE_MS", 30_000],
    ["consent polling every 100 ms", "CONSENT_POLL_INTERVAL_MS", 100],
    ["consent polling up to 5000 ms", "CONSENT_POLL_MAX_MS", 5000],
    ["default ad delay 200 ms", "AD_DELAY_MS", 200],
    ["navigation redirect delay 1 ms", "NAV_REDIRECT_DELAY_MS", 1],
    ["sticky ad breakpoint 1520 px", "STICKY_AD_MIN_WIDTH_PX", 1520],
    ["supporter: every 10.00 EUR", "SUPPORTER_EUR_PER_STEP", 10],
    ["supporter: extends by 12 months", "SUPPORTER_MONTHS_PER_STEP", 12],
    ["VAT 19 percent", "VAT_PERCENT", 19],
    ["currency EUR", "CURRENCY", "EUR"],
    ["amount min 1", "PAYMENT_MIN_EUR", 1],
    ["amount max 135960", "PAYMENT_MAX_EUR", 135_960],
    ["Black Friday gives 25 percent longer", "BLACK_FRIDAY_BONUS_PERCENT", 25],
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
