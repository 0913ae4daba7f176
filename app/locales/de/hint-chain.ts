// Texts that explain a chain step by step: forcing chains (assumption, forced singles, contradiction
// or agreement), alternating inference chains and ALS-XZ. Only the lazily loaded hint chunk and the
// lesson pages use them (app/lib/hints/hint-text.ts), so they are not part of the browser's
// catalogue that every page loads.
const hintChain = {
  show: "Schritt für Schritt erklären",
  hide: "Erklärung ausblenden",
  label: "Die Erklärung Schritt für Schritt",
  previous: "Voriger Schritt",
  next: "Nächster Schritt",
  stepOf: "Schritt {{step}} von {{steps}}",
  cellsInRow: "Zeile {{row}}, Spalte {{cols}}",
  cellsInCol: "Zeile {{rows}}, Spalte {{col}}",
  cellIntro: "{{cell}} hat die Kandidaten {{digits}}. Probiere jeden davon durch:",
  unitIntro: "Die {{digit}} passt in {{unit}} nur in {{cells}}. Probiere jeden dieser Plätze durch:",
  assume: "Angenommen, in {{cell}} steht die {{digit}}:",
  branch: "Fall {{n}} von {{count}}: Angenommen, in {{cell}} steht die {{digit}}:",
  linkCell: "→ {{cell}} kann nur noch die {{digit}} sein.",
  linkUnit: "→ In {{unit}} passt die {{digit}} nur noch in {{cell}}.",
  linkLocked: "→ In {{source}} liegt die {{digit}} nur in {{other}}, also fällt sie in {{cells}} weg.",
  endEmptyCell: "→ Widerspruch: {{cell}} hat keinen Kandidaten mehr.",
  endNoPlace: "→ Widerspruch: Die {{digit}} hat in {{unit}} keinen Platz mehr.",
  endRemoves: "→ Damit fällt die {{digit}} in {{cell}} weg.",
  contradiction: "Die Annahme führt zu einem Widerspruch. Also steht in {{cell}} nicht die {{digit}}.",
  agreePlace: "In jedem Fall steht in {{cell}} die {{digit}}.",
  agreeRemove: "In jedem Fall fällt die {{digit}} in {{cell}} weg.",
  strongLink: "starke Verbindung",
  weakLink: "schwache Verbindung",
  aicNotation: "Die Kette in Kurzschrift (= starke, − schwache Verbindung): {{chain}}",
  aicAssumeFalse: "Angenommen, die {{digit}} steht nicht in {{cells}}:",
  aicAssumeTrue: "Angenommen, die {{digit}} steht in {{cells}}:",
  aicTrue: "→ Dann steht die {{digit}} in {{cells}} ({{link}}).",
  aicFalse: "→ Dann steht die {{digit}} nicht in {{cells}} ({{link}}).",
  aicEnds:
    "Die Kette beginnt und endet mit einer starken Verbindung, also gilt mindestens eines ihrer Enden: die {{first}} in {{firstCells}} oder die {{last}} in {{lastCells}}.",
  alsSet_one: "Fast gesperrte Menge {{name}}: {{cells}} mit den Kandidaten {{digits}} (ein Feld, zwei Kandidaten).",
  alsSet_other: "Fast gesperrte Menge {{name}}: {{cells}} mit den Kandidaten {{digits}} ({{count}} Felder, {{more}} Kandidaten).",
  alsRestricted:
    "Die {{digit}} verbindet die beiden Mengen: Jedes Feld mit der {{digit}} in A sieht jedes Feld mit der {{digit}} in B. Also steht die {{digit}} höchstens in einer der beiden Mengen.",
  alsLocked: "Mindestens eine Menge ist also ohne die {{digit}} gesperrt: Ihre übrigen Ziffern füllen genau ihre Felder.",
  alsResult:
    "→ Deshalb steht die {{digit}} in A oder in B, und jedes Feld, das alle Plätze der {{digit}} in beiden Mengen sieht, verliert sie.",
};

export type HintChainTexts = typeof hintChain;

export default hintChain;
