// The store's alert that something needs an operator: what is wrong, what it last said, and what
// to check. One is sent when the trouble starts (at most one per kind every few hours).
import { Heading, Text } from "@react-email/components";
import { EmailLayout, colors, quotedText } from "./email-layout";

export interface OpsAlertView {
  title: string;
  /** What the last failure said, without personal data. */
  detail: string | null;
  /** What to check or do. */
  advice: string;
  /** Failures in a row so far. */
  failures: number;
}

export function opsAlertSubject(alert: OpsAlertView): string {
  return `Shop alert: ${alert.title}`;
}

export function OpsAlert({ alert }: { alert: OpsAlertView }) {
  return (
    <EmailLayout preview={opsAlertSubject(alert)}>
      <Heading as="h1" style={{ fontSize: 20, margin: "16px 0 8px" }}>
        {alert.title}
      </Heading>
      <Text style={{ fontSize: 14, lineHeight: "22px" }}>{alert.advice}</Text>
      {alert.detail && (
        <Text style={quotedText}>
          {alert.failures > 1 ? `${alert.failures} failures in a row. The last: ` : ""}
          {alert.detail}
        </Text>
      )}
      <Text style={{ fontSize: 12, color: colors.muted }}>
        The staff dashboard lists open alerts; this one closes by itself at the next success. No further e-mail about it
        is sent for 12 hours.
      </Text>
    </EmailLayout>
  );
}
