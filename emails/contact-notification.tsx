// The store's copy of a contact-form message; replying answers the customer directly.
import { Heading, Text } from "@react-email/components";
import { CONTACT_CATEGORY_LABELS, type ContactValues } from "@/lib/contact/contact-schema";
import { EmailLayout, colors, quotedText } from "./email-layout";

export function contactNotificationSubject(message: ContactValues): string {
  const topic = message.subject || CONTACT_CATEGORY_LABELS[message.category];
  return `Contact form: ${topic} (from ${message.name})`;
}

export function ContactNotification({ message }: { message: ContactValues }) {
  return (
    <EmailLayout preview={contactNotificationSubject(message)}>
      <Heading as="h1" style={{ fontSize: 20, margin: "16px 0 8px" }}>
        New message from the contact form
      </Heading>
      <Text style={{ fontSize: 14, lineHeight: "22px" }}>
        {message.name} · {message.email}
        {message.phone ? ` · ${message.phone}` : ""}
        <br />
        About: {CONTACT_CATEGORY_LABELS[message.category]}
        {message.subject ? ` · ${message.subject}` : ""}
      </Text>
      <Text style={quotedText}>{message.message}</Text>
      <Text style={{ fontSize: 12, color: colors.muted }}>Reply to this e-mail to answer {message.name}.</Text>
    </EmailLayout>
  );
}
