// Texts of the supporter page and of the payment calls (SPEC §8 wording verbatim). Server-side
// they are the `supporterPage` namespace; the page gets its language's copy with its loader data.
const supporterPage = {
  title: "Unterstützer:in werden",
  description: "Spiel werbefrei und unterstütze die Sudoku-Oase: jede 10 € machen 12 Monate werbefrei, bezahlt mit PayPal oder Karte.",
  whyHeading: "Warum unterstützen?",
  why1: "Die Sudoku-Oase ist kostenlos und soll es bleiben. Server, Rätsel-Engine, Akademie und die Preise der monatlichen Verlosung bezahlen wir bisher mit Werbung.",
  why2: "Mit einer einmaligen Zahlung spielst du eine Zeit lang ganz ohne Werbung – auf allen Seiten und allen Geräten, auf denen du angemeldet bist. Es gibt kein Abo: Nichts verlängert sich von selbst.",
  why3: "Jede 10 € machen 12 Monate werbefrei, kleinere und größere Beträge anteilig. Zahlst du, während du schon werbefrei bist, verlängert sich deine Zeit ab ihrem letzten Tag.",
  formHeading: "Dein Beitrag",
  amountLabel: "Betrag in Euro",
  amountHint: "Zwischen 1 € und 135.960 €, höchstens zwei Nachkommastellen.",
  suggestions: "Vorschläge",
  previewPeriod: "Dafür spielst du {{period}} werbefrei,",
  previewUntil: "bis einschließlich {{date}}.",
  previewInvalid: "Gib einen Betrag ein, um die werbefreie Zeit zu sehen.",
  months_one: "{{count}} Monat",
  months_other: "{{count}} Monate",
  days_one: "{{count}} Tag",
  days_other: "{{count}} Tage",
  and: "und",
  vatNote: "Alle Beträge enthalten 19 % Mehrwertsteuer: Von {{gross}} sind {{vat}} MwSt., netto {{net}}.",
  noAccountNeeded: "Du brauchst kein eigenes PayPal-Konto, um zu bezahlen: Du kannst auch direkt mit Kredit- oder Debitkarte zahlen.",
  blackFridayOffer: "Black Friday: Nur heute gibt es 25 % mehr werbefreie Zeit – für 10 € 15 statt 12 Monate.",
  currentUntil: "Du spielst werbefrei bis einschließlich {{date}}. Eine neue Zahlung verlängert ab diesem Tag.",
  loginFirst: "Melde dich an, damit wir die werbefreie Zeit deinem Konto gutschreiben können.",
  loginLink: "Anmelden",
  noscript: "Für die Zahlung mit PayPal oder Karte braucht diese Seite JavaScript.",
  payHeading: "Bezahlen",
  payWithPayPal: "Mit PayPal bezahlen",
  payWithCard: "Mit Kredit- oder Debitkarte bezahlen",
  loadingCheckout: "Die Zahlungsarten werden geladen …",
  checkoutUnavailable: "Die Zahlung ist gerade nicht möglich. Bitte versuche es später noch einmal.",
  // SPEC §8, payment states
  processing: "Deine Zahlung wird bearbeitet …",
  approved: "Deine Zahlung wurde bestätigt. Vielen Dank!",
  error: "Während des Zahlungsvorgangs ist ein Fehler aufgetreten. Bitte versuche es später erneut.",
  pending:
    "PayPal prüft deine Zahlung noch. Sobald sie bestätigt ist, schalten wir deine werbefreie Zeit frei und schicken dir den Beleg per E-Mail.",
  declined: "Die Zahlung wurde abgelehnt, es wurde nichts abgebucht. Bitte versuche es mit einer anderen Zahlungsart.",
  cancelled: "Du hast die Zahlung abgebrochen. Es wurde nichts abgebucht.",
  // PayPal refused the capture (app/supporter/capture-issues.ts): the buyer goes back to PayPal …
  payerActionConfirm:
    "PayPal braucht noch eine Bestätigung von dir, es wurde noch nichts abgebucht. Bitte schließe die Zahlung im PayPal-Fenster ab, das sich wieder öffnet.",
  payerActionFunding:
    "Diese Zahlungsart wurde abgelehnt, es wurde nichts abgebucht. Bitte wähle im PayPal-Fenster, das sich wieder öffnet, eine andere Karte oder ein anderes Konto.",
  // … or this order will not be paid
  declinedAccount:
    "PayPal kann diese Zahlung über dein Konto nicht ausführen, es wurde nichts abgebucht. Du kannst eine neue Zahlung mit einer Karte oder einem anderen Konto starten.",
  declinedBlocked:
    "Die Sicherheitsprüfung von PayPal hat diese Zahlung angehalten, es wurde nichts abgebucht. Wenn du Hilfe brauchst, schreib uns über das Kontaktformular.",
  declinedAttempts:
    "Für diese Zahlung gab es zu viele Versuche, es wurde nichts abgebucht. Bitte starte später eine neue Zahlung, gern mit einer anderen Zahlungsart.",
  declinedLimit:
    "Der Betrag überschreitet ein Limit bei PayPal, es wurde nichts abgebucht. Mit einem kleineren Betrag kannst du eine neue Zahlung starten.",
  declinedSetup:
    "Die Zahlung ist an einem Fehler auf unserer Seite gescheitert, es wurde nichts abgebucht. Wir kümmern uns darum – bitte versuche es später noch einmal.",
  refunded: "Diese Zahlung wurde erstattet.",
  approvedUntil: "Du spielst jetzt werbefrei bis einschließlich {{date}}. Den Beleg haben wir dir per E-Mail geschickt.",
  // The local checkout (development only)
  localHeading: "Lokale Testkasse (nur Entwicklung)",
  localText:
    "Diese Seite läuft auf deinem Rechner. Statt bei PayPal zahlst du bei einem PayPal-Nachbau, der hier lokal läuft; es fließt kein Geld. Der Ablauf auf dem Server ist derselbe wie mit PayPal: Bestellung anlegen, freigeben, abbuchen, werbefreie Zeit gutschreiben.",
  localStart: "Bestellung über {{amount}} anlegen",
  localStartCard: "Kartenzahlung über {{amount}} anlegen",
  localOrder: "Bestellung {{id}} über {{amount}} wartet auf deine Freigabe.",
  localOrderCard: "Kartenzahlung {{id}} über {{amount}} wartet auf deine Freigabe (Gastzahlung ohne PayPal-Konto).",
  localApprove: "Freigeben und bezahlen",
  localApprovePending: "Freigeben (Zahlung bleibt in Prüfung)",
  localDecline: "Karte ablehnen lassen",
  localPayerAction: "PayPal verlangt eine Bestätigung",
  localCannotPay: "Konto kann nicht zahlen",
  localCancel: "Abbrechen",
  // History
  historyHeading: "Deine Zahlungen",
  historyDate: "Datum",
  historyAmount: "Betrag",
  historyPeriod: "Werbefreie Zeit",
  historyStatus: "Stand",
  status_created: "angelegt, nicht bezahlt",
  status_pending: "in Prüfung bei PayPal",
  status_payer_action: "wartet auf dich bei PayPal",
  status_completed: "bezahlt",
  status_declined: "abgelehnt",
  status_failed: "fehlgeschlagen",
  status_refunded: "erstattet",
  status_partially_refunded: "teilweise erstattet",
  status_reversed: "zurückgebucht",
  // API messages
  amountRequired: "Bitte gib einen Betrag ein.",
  amountFormat: "Der Betrag muss eine Zahl in Euro mit höchstens zwei Nachkommastellen sein, zum Beispiel 10 oder 12,50.",
  amountMin: "Der Betrag muss mindestens 1 € sein.",
  amountMax: "Der Betrag darf höchstens 135.960 € sein.",
  amountInvalid: "Der Betrag ist ungültig.",
  paymentIdInvalid: "Die Zahlungsnummer ist ungültig.",
  methodInvalid: "Bitte wähle PayPal oder Karte als Zahlungsart.",
  paymentNotFound: "Diese Zahlung gibt es nicht.",
  notApproved: "Die Zahlung wurde bei PayPal noch nicht freigegeben.",
  unavailable: "Die Zahlung ist gerade nicht möglich. Bitte versuche es später noch einmal.",
  orderCreated: "Die Bestellung ist angelegt.",
  webhookForged: "Diese Benachrichtigung stammt nicht von PayPal.",
  webhookInvalid: "Diese Benachrichtigung ist unlesbar.",
  webhookReceived: "Benachrichtigung verarbeitet.",
};

export type SupporterTexts = typeof supporterPage;

export default supporterPage;
