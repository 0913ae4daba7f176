import type { FirstCatalogue } from "../de/translation.ts";
import play from "./play.ts";
import saves from "./saves.ts";
import daily from "./daily.ts";
import supporter from "./supporter.ts";
import ownPuzzle from "./own-puzzle.ts";
import loadFailed from "./load-failed.ts";

const en = {
  site: {
    name: "Sudoku-Oase",
    tagline: "Over 100,000 Sudokus in five levels – free, fairly rated, solvable without guessing",
    skipToContent: "Skip to content",
  },
  nav: {
    label: "Main navigation",
    home: "Home",
    instructions: "How to play",
    faq: "FAQ",
    contact: "Contact",
    legal: "Imprint",
    terms: "Privacy",
    help: "Help",
    academy: "Academy",
    synapses: "Synapses",
    new: "new",
    menu: "Menu",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    language: "Language",
    switchTo: "Deutsch",
    switchToLabel: "Auf Deutsch wechseln",
  },
  header: {
    phase: {
      dawn: "Dawn",
      sunrise: "Sunrise",
      solarNoon: "Midday",
      sunset: "Sunset",
      dusk: "Dusk",
      night: "Night",
    },
  },
  levels: {
    "1": "Very easy",
    "2": "Easy",
    "3": "Medium",
    "4": "Hard",
    "5": "Very hard",
    stars_one: "{{count}} star",
    stars_other: "{{count}} stars",
  },
  sidebar: {
    label: "Sidebar",
    news: "News",
    account: "Account",
    open: "Open sidebar",
    close: "Close",
    readMore: "Read more",
    accountTitle: "Your account",
    accountText: "With an account your games are saved on the server, you can continue them on any device and you see your statistics.",
    login: "Sign in",
  },
  counter: {
    title: "Visitors",
    online: "Online now",
    today: "Today",
    yesterday: "Yesterday",
  },
  ads: {
    label: "Advertisement",
    consentButton: "Cookie settings",
  },
  footer: {
    label: "Footer",
    copyright: "© {{year}} Sudoku-Oase",
    version: "Version {{version}}",
    sisterSites: "More puzzles",
  },
  content: {
    publishedOn: "Published on {{date}}",
    allArticles: "All articles",
    releases: "Releases",
  },
  notFound: {
    text: "The address {{path}} does not exist on this site. One of these links may help you on:",
    home: "To the home page with a new Sudoku",
  },
  errorPage: {
    title: "Error",
    text: "Unfortunately an error has occurred. Please make sure that your internet connection is working properly.",
    contact: "If the error persists, please send us a short message.",
    reload: "Reload page",
  },
  alert: {
    defaultTitle: "Error",
    defaultText: "Internal Error",
    contactSupport: "Please contact support if the problem persists.",
    close: "Close",
    general:
      "Unfortunately an error has occurred. Please make sure that your internet connection is working properly. Please send us a short message.",
  },
  loader: {
    label: "Loading",
    loading: "Loading …",
  },
  play,
  saves,
  daily,
  supporter,
  ownPuzzle,
  loadFailed,
} satisfies FirstCatalogue;

export default en;
