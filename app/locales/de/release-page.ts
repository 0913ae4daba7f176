// Texts of the release tables (SPEC §3 "Release item"). Only the release pages show them, rendered
// on the server: the `releasePage` namespace, not part of the browser's catalogue.
const releasePage = {
  tableHeading: "Alle Änderungen",
  caption: "Alle Änderungen in Version {{version}}",
  type: "Typ",
  key: "Schlüssel",
  summary: "Zusammenfassung",
  version: "Version",
  date: "Datum",
  status: "Status",
  types: {
    bug: "Fehlerkorrektur",
    pencil: "Notizen und Eingabe",
    "brain-circuit": "Engine und Hinweise",
    "graduation-cap": "Akademie und Texte",
    "wand-sparkles": "Neue Funktion oder Design",
    ad: "Werbung und Unterstützer",
  },
  statuses: {
    done: "erledigt",
    reverted: "zurückgenommen",
  },
};

export type ReleasePageTexts = typeof releasePage;

export default releasePage;
