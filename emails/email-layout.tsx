// The frame every e-mail shares: the store's name on top, its address and contact at the bottom.
import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import { HOURS, STORE, STORE_ADDRESS_LINE, phoneHref } from "@/lib/store";

export const colors = {
  text: "#1f2937",
  muted: "#6b7280",
  primary: "#1d4ed8",
  border: "#e5e7eb",
  background: "#f3f4f6",
};

/** Text quoted from elsewhere (a customer's message, an error), set off by a rule on its left. */
export const quotedText = {
  fontSize: 14,
  lineHeight: "22px",
  whiteSpace: "pre-wrap",
  borderLeft: `3px solid ${colors.border}`,
  paddingLeft: 12,
} as const;

/** "[TEST] " before the subject of an order paid on the test payment page (no money moved). */
export function testMark(order: { testPayment: boolean }): string {
  return order.testPayment ? "[TEST] " : "";
}

export function EmailLayout({ preview, children }: { preview: string; children: React.ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body
        style={{
          backgroundColor: colors.background,
          fontFamily: "Arial, Helvetica, sans-serif",
          color: colors.text,
          margin: 0,
        }}
      >
        <Container style={{ maxWidth: 600, margin: "0 auto", padding: "24px 12px" }}>
          <Section style={{ backgroundColor: colors.primary, borderRadius: "8px 8px 0 0", padding: "16px 24px" }}>
            <Text style={{ color: "#ffffff", fontSize: 20, fontWeight: 700, margin: 0 }}>{STORE.name}</Text>
          </Section>
          <Section style={{ backgroundColor: "#ffffff", borderRadius: "0 0 8px 8px", padding: "8px 24px 24px" }}>
            {children}
          </Section>
          <Hr style={{ borderColor: colors.border, margin: "24px 0 12px" }} />
          <Text style={{ color: colors.muted, fontSize: 12, lineHeight: "18px", margin: 0 }}>
            {STORE.name}, {STORE_ADDRESS_LINE} · Open {HOURS.summary}
            <br />
            <Link href={phoneHref()} style={{ color: colors.muted }}>
              {STORE.phone}
            </Link>{" "}
            ·{" "}
            <Link href={`mailto:${STORE.email}`} style={{ color: colors.muted }}>
              {STORE.email}
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
