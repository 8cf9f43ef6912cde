// /support: the contact form opened on "Product support".
import { ContactPage } from "@/components/contact/contact-page";
import { pageMetadata } from "@/lib/seo/page-metadata";

// The same form as /contact, opened on "Product support"; /contact is the canonical page.
export const metadata = pageMetadata({
  title: "Customer Support",
  description:
    "Get help with an appliance, a delivery, a warranty claim or a return from Reynoldsburg Appliance Outlet.",
  path: "/contact",
});

export default function Page() {
  return <ContactPage path="/support" title="Customer Support" defaultCategory="support" />;
}
