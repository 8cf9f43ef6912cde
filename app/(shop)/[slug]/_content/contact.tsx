// /contact: the contact form (the canonical one of /contact and /support).
import { ContactPage } from "@/components/contact/contact-page";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { STORE, SUPPORT } from "@/lib/store";

export const metadata = pageMetadata({
  title: "Contact Us",
  description: `Message or call ${STORE.name} about a unit, delivery, warranty or return. We answer within ${SUPPORT.emailReplyHours} hours.`,
  path: "/contact",
});

export default function Page() {
  return <ContactPage path="/contact" title="Contact Us" />;
}
