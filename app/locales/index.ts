import { mergeTexts } from "../lib/i18n/i18n.tsx";
import de from "./de/translation.ts";
import en from "./en/translation.ts";
import deOnDemand from "./de/on-demand.ts";
import enOnDemand from "./en/on-demand.ts";
import deSupporterPage from "./de/supporter-page.ts";
import enSupporterPage from "./en/supporter-page.ts";
import deContactPage from "./de/contact-page.ts";
import deApi from "./de/api.ts";
import enApi from "./en/api.ts";
import enContactPage from "./en/contact-page.ts";
import deReleasePage from "./de/release-page.ts";
import enReleasePage from "./en/release-page.ts";
import deLessonPage from "./de/lesson-page.ts";
import enLessonPage from "./en/lesson-page.ts";
import deDailyPage from "./de/daily-page.ts";
import enDailyPage from "./en/daily-page.ts";
import deDailyArchive from "./de/daily-archive.ts";
import enDailyArchive from "./en/daily-archive.ts";
import deShareCard from "./de/share-card.ts";
import enShareCard from "./en/share-card.ts";
import deOfflinePage from "./de/offline-page.ts";
import enOfflinePage from "./en/offline-page.ts";

// The server's catalogues: every text of the components (translation.ts, which the browser loads
// first, merged with on-demand.ts, which it loads when needed) plus the texts that only travel with
// their page's loader data (supporter, contact, release, lesson,
// daily and winners pages) and the
// JSON calls' messages (api), which only the server sends.
export const resources = {
  de: {
    translation: {
      ...mergeTexts(de, deOnDemand),
      daily: { ...de.daily, ...deDailyPage },
      api: deApi,
      supporterPage: deSupporterPage,
      contactPage: deContactPage,
      releasePage: deReleasePage,
      lessonPage: deLessonPage,
      dailyArchive: deDailyArchive,
      shareCard: deShareCard,
      offlinePage: deOfflinePage,
    },
  },
  en: {
    translation: {
      ...mergeTexts(en, enOnDemand),
      daily: { ...en.daily, ...enDailyPage },
      api: enApi,
      supporterPage: enSupporterPage,
      contactPage: enContactPage,
      releasePage: enReleasePage,
      lessonPage: enLessonPage,
      dailyArchive: enDailyArchive,
      shareCard: enShareCard,
      offlinePage: enOfflinePage,
    },
  },
};

export type Resources = typeof resources;
