import type de from "../de/contact-page.ts";

// English texts of the contact form.
const contactPage: typeof de = {
  formHeading: "Write to us",
  formIntro: "All fields are required. We reply to the e-mail address you give.",
  name: "What is your name?",
  email: "What is your e-mail address?",
  subject: "What would you like to tell us?",
  message: "What exactly is your request?",
  messageHint: "At most {{max}} characters.",
  honeypot: "Please leave this field empty.",
  submit: "Send message",
  sending: "Sending …",
  sent: "Thank you for your message! It has reached us. We will reply to {{email}} as soon as we can.",
  sentAnonymous: "Thank you for your message! It has reached us.",
  another: "Write another message",
  privacy: "We store your message in order to answer it and delete it after {{days}} days. More about this in the",
  privacyLink: "privacy policy",
};

export default contactPage;
