// The board's list of keys (the `?` overlay): loaded on demand (on-demand.ts), when it is first opened.
const boardKeys = {
  title: "Tastenkürzel",
  intro: "Alles auf dem Spielfeld geht auch mit der Tastatur.",
  keyColumn: "Taste",
  actionColumn: "Wirkung",
  rows: {
    digit: { key: "1 bis 9", action: "Ziffer vormerken, noch einmal drücken trägt sie ein (im Notizmodus: Notiz setzen oder entfernen)" },
    arrows: { key: "Pfeiltasten", action: "Feld wählen (im Gitter)" },
    shiftArrows: { key: "Umschalt + Pfeiltaste", action: "weitere Felder dazu wählen; ebenso Umschalt-Klick, Strg-Klick oder Ziehen" },
    escape: { key: "Esc", action: "Auswahl mehrerer Felder aufheben" },
    erase: { key: "Entf, Rücktaste oder 0", action: "Feld leeren" },
    notes: { key: "N", action: "Notizmodus ein oder aus" },
    filter: { key: "Umschalt + 1 bis 9", action: "Ziffernfilter: zeigt jedes Feld, in das die Ziffer noch passt (noch einmal: aus)" },
    color: {
      key: "Alt + 1 bis 8",
      action: "Farbe A, A′, B, B′, 1, 2, 3 oder 4 für die gewählten Felder, bei aktivem Filter für diesen Kandidaten",
    },
    colorClear: { key: "Alt + 0", action: "Farben der gewählten Felder entfernen" },
    hint: { key: "H", action: "Hinweis" },
    check: { key: "C", action: "Prüfen" },
    pause: { key: "P", action: "Pause oder weiterspielen" },
    undo: { key: "Strg + Z", action: "Rückgängig" },
    redo: { key: "Strg + Y oder Strg + Umschalt + Z", action: "Wiederholen" },
    keys: { key: "?", action: "diese Liste" },
  },
};

export default boardKeys;
