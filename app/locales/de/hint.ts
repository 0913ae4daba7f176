// The hint's texts: the panel's sentences, each technique's rule, and the step-by-step
// explanation of chains (forcing chains, alternating inference chains, ALS-XZ). Only the lazily
// loaded hint chunk and the lesson pages use them (app/academy/hint-text.ts), so they are not part
// of the browser's catalogue that every page loads. A technique's name stays in that catalogue
// (play.techniques): the play page's rating line shows it.
const hint = {
  title: "Hinweis",
  stage: "Stufe {{stage}} von 3",
  more: "Mehr verraten",
  close: "Hinweis schließen",
  look: "Schau dir {{places}} genauer an.",
  lookCells: "Schau dir die markierten Felder genauer an.",
  technique: "Hier hilft: {{name}}. {{text}}",
  place: "In {{cell}} gehört die {{digit}}.",
  eliminate: "Streiche {{list}}.",
  eliminateItem: "die {{digit}} in {{cell}}",
  wrongLook: "Mindestens ein Eintrag passt nicht zur Lösung. Schau dir die markierten Felder an.",
  wrongWhy: "Ein falscher Eintrag führt früher oder später in eine Sackgasse. Nimm ihn zurück, bevor du weiterrätst.",
  wrongFix: "In {{cell}} gehört nicht die {{digit}}.",
  lesson: "So funktioniert {{name}}: zur Lektion in der Akademie",
  noTechnique: "Keine der Techniken, die wir erklären können, hilft hier weiter. Probiere es mit der nächsten Stufe des Hinweises.",
  cellName: "Zeile {{row}}, Spalte {{col}}",
  unitRow: "Zeile {{n}}",
  unitCol: "Spalte {{n}}",
  unitBox: "Block {{n}}",
  // Each technique's rule, after its name.
  rules: {
    "full-house": "In dieser Einheit fehlt nur noch eine Ziffer, und sie gehört in das letzte freie Feld.",
    "naked-single": "Für dieses Feld bleibt nur noch eine einzige Ziffer übrig.",
    "hidden-single-box": "Eine Ziffer passt in diesem Block nur noch in ein einziges Feld.",
    "hidden-single-line": "Eine Ziffer passt in dieser Zeile oder Spalte nur noch in ein einziges Feld.",
    pointing: "Liegt eine Ziffer im Block nur in einer Zeile oder Spalte, kannst du sie im Rest dieser Linie streichen.",
    claiming: "Liegt eine Ziffer in einer Zeile oder Spalte nur in einem Block, kannst du sie im Rest dieses Blocks streichen.",
    "naked-pair":
      "Zwei Felder einer Einheit haben nur dieselben zwei Kandidaten, also fallen diese Ziffern in den übrigen Feldern der Einheit weg.",
    "hidden-pair": "Zwei Ziffern passen in einer Einheit nur in dieselben zwei Felder, also fallen dort alle anderen Kandidaten weg.",
    "naked-triple": "Drei Felder einer Einheit teilen sich nur drei Kandidaten, also fallen diese Ziffern im Rest der Einheit weg.",
    "hidden-triple": "Drei Ziffern passen in einer Einheit nur in dieselben drei Felder, also fallen dort alle anderen Kandidaten weg.",
    "x-wing":
      "Eine Ziffer passt in zwei Zeilen nur in dieselben zwei Spalten (oder umgekehrt), also fällt sie in diesen Spalten überall sonst weg.",
    skyscraper:
      "Zwei parallele Linien mit je zwei Plätzen für eine Ziffer haben je ein Ende in derselben Querlinie, also verliert jedes Feld, das beide anderen Enden sieht, diese Ziffer.",
    "two-string-kite":
      "Eine Zeile und eine Spalte mit je zwei Plätzen für eine Ziffer treffen sich in einem Block, also verliert das Feld, das beide freien Enden sieht, die Ziffer.",
    swordfish:
      "Eine Ziffer passt in drei Zeilen nur in dieselben drei Spalten (oder umgekehrt), also fällt sie in diesen Spalten überall sonst weg.",
    "xy-wing":
      "Ein Feld mit zwei Kandidaten sieht zwei passende Partner. Egal welche Ziffer es wird, die gemeinsame Ziffer der Partner steht in einem von ihnen.",
    "w-wing":
      "Zwei Felder mit demselben Kandidatenpaar sind über eine starke Verbindung gekoppelt, also verliert jedes Feld, das beide sieht, die andere Ziffer.",
    "xyz-wing":
      "Wie der XY-Wing, nur hat das mittlere Feld drei Kandidaten: Die gemeinsame Ziffer fällt in Feldern weg, die alle drei sehen.",
    "naked-quad": "Vier Felder einer Einheit teilen sich nur vier Kandidaten, also fallen diese Ziffern im Rest der Einheit weg.",
    "hidden-quad": "Vier Ziffern passen in einer Einheit nur in dieselben vier Felder, also fallen dort alle anderen Kandidaten weg.",
    jellyfish:
      "Eine Ziffer passt in vier Zeilen nur in dieselben vier Spalten (oder umgekehrt), also fällt sie in diesen Spalten überall sonst weg.",
    "unique-rectangle-1":
      "Vier Felder in zwei Blöcken dürfen nicht alle dasselbe Paar tragen, sonst gäbe es zwei Lösungen, also fällt das Paar im vierten Feld weg.",
    "unique-rectangle-2":
      "Zwei Ecken des Rechtecks haben nur das Paar, die beiden anderen das Paar und dieselbe dritte Ziffer. Eine von ihnen muss diese Ziffer sein, sonst gäbe es zwei Lösungen, also verliert jedes Feld, das beide sieht, die Ziffer.",
    "unique-rectangle-4":
      "Zwei Ecken haben nur das Paar. Eine Ziffer des Paares passt in einer Einheit nur in die beiden anderen Ecken, also steht sie in einer davon, und die andere Ziffer des Paares fällt in beiden weg, sonst gäbe es zwei Lösungen.",
    "hidden-unique-rectangle":
      "Eine Ecke hat nur das Paar. Passt eine Ziffer des Paares in Zeile und Spalte der gegenüberliegenden Ecke nur in Ecken des Rechtecks, darf diese Ecke nicht die andere Ziffer sein, sonst gäbe es zwei Lösungen.",
    "bug-plus-one":
      "Alle freien Felder haben zwei Kandidaten, nur eines hat drei. Ohne seine überzählige Ziffer hätte das Rätsel keine oder mehrere Lösungen, also gehört sie in dieses Feld.",
    "finned-x-wing":
      "Ein X-Wing, bei dem eine Zeile (oder Spalte) zusätzliche Kandidaten in einem Block hat, die Flosse. Entweder gilt der X-Wing oder die Flosse, also verliert jedes Feld im Block der Flosse, das der X-Wing abdeckt, die Ziffer.",
    "sashimi-x-wing":
      "Ein X-Wing mit Flosse, dem eine Ecke fehlt: Ohne die Flosse wäre er gar kein X-Wing. Entweder gilt der X-Wing oder die Flosse, also verliert jedes Feld im Block der Flosse, das der X-Wing abdeckt, die Ziffer.",
    "finned-swordfish":
      "Ein Schwertfisch, bei dem eine Zeile (oder Spalte) zusätzliche Kandidaten in einem Block hat, die Flosse. Entweder gilt der Schwertfisch oder die Flosse, also verliert jedes Feld im Block der Flosse, das der Schwertfisch abdeckt, die Ziffer.",
    "sashimi-swordfish":
      "Ein Schwertfisch mit Flosse, bei dem eine Zeile ohne die Flosse nur noch einen Platz hätte. Entweder gilt der Schwertfisch oder die Flosse, also verliert jedes Feld im Block der Flosse, das der Schwertfisch abdeckt, die Ziffer.",
    "simple-colouring":
      "Färbe die starken Verbindungen einer Ziffer abwechselnd in zwei Farben. Genau eine Farbe ist richtig: Ein Feld, das beide Farben sieht, verliert die Ziffer, und eine Farbe, die zweimal in einer Einheit steht, ist falsch.",
    "x-chain":
      "Eine Kette aus abwechselnd starken und schwachen Verbindungen einer Ziffer: Jedes Feld, das beide Enden sieht, verliert die Ziffer.",
    "xy-chain": "Eine Kette aus Feldern mit je zwei Kandidaten: Jedes Feld, das beide Enden sieht, verliert deren gemeinsame Ziffer.",
    "als-xz":
      "Zwei fast gesperrte Mengen (n Felder mit n+1 Kandidaten) teilen eine Ziffer, deren Felder sich alle sehen. Dann steht eine zweite gemeinsame Ziffer in einer der beiden Mengen, und jedes Feld, das alle ihre Plätze sieht, verliert sie.",
    aic: "Eine Kette aus abwechselnd starken und schwachen Verbindungen, auch über Felder mit zwei Kandidaten und über Gruppen von Feldern: Eines ihrer beiden Enden ist wahr, also fällt weg, was beiden Enden widerspricht.",
    "contradiction-chain":
      "Nimm an, die Ziffer steht in diesem Feld, und folge den Einern, die das erzwingt: Am Ende bleibt ein Feld ohne Kandidaten oder eine Ziffer ohne Platz. Die Annahme war falsch.",
    "cell-forcing-chain":
      "Probiere jeden Kandidaten dieses Feldes durch: Jeder führt über erzwungene Einer zum selben Ergebnis, also gilt es auf jeden Fall.",
    "unit-forcing-chain":
      "Probiere jeden Platz einer Ziffer in dieser Einheit durch: Jeder führt über erzwungene Einer zum selben Ergebnis, also gilt es auf jeden Fall.",
  },
  // Chains step by step.
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

export type HintTexts = typeof hint;

export default hint;
