// Texts of the contact form (SPEC §5 prompts verbatim). Only the contact page and POST /api/contact
// use them: they are the `contactPage` namespace, sent with the page's loader data.
const contactPage = {
  formHeading: "Schreib uns",
  formIntro: "Alle Felder sind Pflichtfelder. Wir antworten an die E-Mail-Adresse, die du angibst.",
  name: "Wie heißt du?",
  email: "Wie ist deine E-Mail-Adresse?",
  subject: "Was möchtest du uns sagen?",
  message: "Was genau ist dein Anliegen?",
  messageHint: "Höchstens {{max}} Zeichen.",
  honeypot: "Dieses Feld bitte leer lassen.",
  submit: "Nachricht senden",
  sending: "Wird gesendet …",
  sent: "Vielen Dank für deine Nachricht! Sie ist bei uns angekommen. Wir antworten dir so bald wie möglich an {{email}}.",
  sentAnonymous: "Vielen Dank für deine Nachricht! Sie ist bei uns angekommen.",
  another: "Noch eine Nachricht schreiben",
  privacy: "Wir speichern deine Nachricht, um sie zu beantworten, und löschen sie nach {{days}} Tagen. Mehr dazu in der",
  privacyLink: "Datenschutzerklärung",
};

export type ContactTexts = typeof contactPage;

export default contactPage;
