import { ContactPage } from "@/components/contact/contact-page";
import { pageMetadata } from "@/lib/page-metadata";

export const metadata = pageMetadata({
  title: "Contact Us",
  description:
    "Message or call Reynoldsburg Appliance Outlet about a unit, delivery, warranty or return. We answer within 24 hours.",
  path: "/contact",
});

export default function Page() {
  return <ContactPage path="/contact" title="Contact Us" />;
}
