import type { FirstCatalogue } from "../de/translation.ts";

const loadFailed = {
  page: "The page could not be loaded. Please check your internet connection.",
  retry: "Try again",
} satisfies FirstCatalogue["loadFailed"];

export default loadFailed;
