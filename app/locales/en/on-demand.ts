import type { OnDemandCatalogue } from "../de/translation.ts";
import account from "./account.ts";
import ownPuzzlePage from "./own-puzzle-page.ts";
import boardKeys from "./board-keys.ts";
import boardMore from "./board-more.ts";
import printSheet from "./print-sheet.ts";
import techniques from "./techniques.ts";
import savesPages from "./saves-pages.ts";
import statisticsPage from "./statistics-page.ts";

// The English texts the browser loads on demand (see ../de/on-demand.ts).
const onDemand = {
  pages: {
    home: { title: "Play Sudoku online", description: "Play over 100,000 Sudokus in five levels of difficulty or print them." },
    "level-1": {
      title: "Very easy Sudokus",
      description: "Very easy Sudokus (1 star): solvable with full houses and naked singles alone.",
    },
    "level-2": { title: "Easy Sudokus", description: "Easy Sudokus (2 stars): hidden singles lead the way." },
    "level-3": { title: "Medium Sudokus", description: "Medium Sudokus (3 stars): locked candidates and pairs are needed." },
    "level-4": { title: "Hard Sudokus", description: "Hard Sudokus (4 stars): triples, fish, wings and single-digit patterns." },
    "level-5": { title: "Very hard Sudokus", description: "Very hard Sudokus (5 stars): colouring, unique rectangles and chains." },
    "own-puzzle": {
      title: "Your own Sudoku",
      description: "Type or paste a Sudoku: we check it, rate it, and you play it online with hints.",
    },
    notFound: { title: "Error", description: "The requested address does not exist." },
  },
  splash: {
    title: "News",
    text: "With version 2021.2 you can set a new password yourself: when logging in, tick “I am new here or want to change my password” and confirm with the code from the e-mail.",
    continue: "Continue",
  },
  validation: {
    required: "This field is required.",
    email: "The e-mail address is invalid.",
    emailMax: "The e-mail address may be at most 128 characters long.",
    passwordMax: "The password may be at most 1024 characters long.",
    passwordMin: "The password must be at least 8 characters long.",
    passwordPattern: "The password must consist of letters, digits and special characters.",
    passwordCommon: "This password is too common. Please choose another one.",
    captcha: "The security code is invalid.",
    code: "The code consists of 6 letters.",
    loginToken: "The sign-in has expired. Please request a new code.",
    maxLength: "The input is too long.",
    controlCharacters: "The input contains control characters that are not allowed.",
    avatarType: "The picture must be a PNG, JPEG or WebP file.",
    avatarSize: "The picture is too large.",
  },
  auth: {
    alert_wrong_password: "The e-mail address or the password you entered is incorrect.",
    alert_captcha_validation: "The security code check failed.",
    alert_otp_validation: "The PIN check failed.",
    tooManyAttempts: "Too many attempts. Please wait {{minutes}} minutes and try again.",
    mailFailed: "The e-mail with the code could not be sent just now. Please try again in a few minutes.",
    notAuthenticated: "Please sign in.",
    loggedOut: "You are signed out.",
    profileSaved: "Your profile has been saved.",
    emailSent: "We have sent a code to {{email}}.",
  },
  // The navigation drawer loads when it is first opened (Shell.tsx), and its texts with it.
  drawer: {
    title: "Navigation",
    print: "Print",
    releaseNotes: "Release notes",
    newPuzzle: "New puzzle",
    appearance: "Appearance",
    darkMode: "Dark theme",
    lightMode: "Light theme",
    followDaytime: "Follow the time of day",
    ownPuzzle: "Your own Sudoku",
  },
  account,
  play: { printSheet, keyList: boardKeys, more: boardMore, techniques },
  saves: savesPages,
  statistics: statisticsPage,
  ownPuzzle: ownPuzzlePage,
} satisfies OnDemandCatalogue;

export default onDemand;
