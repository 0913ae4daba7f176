// A part of the page, or the next page, that did not load (SPEC §8: a failed chunk or stylesheet,
// the loader's time-out). In the first catalogue: when the network fails, so would loading texts.
const loadFailed = {
  page: "Die Seite konnte nicht geladen werden. Bitte prüfe deine Internetverbindung.",
  retry: "Erneut versuchen",
};

export default loadFailed;
