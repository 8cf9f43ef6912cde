// An order's lines, totals and pickup or delivery details, as every order e-mail shows them.
import { Column, Heading, Row, Section, Text } from "@react-email/components";
import { distanceNote } from "@/lib/delivery/fee";
import { formatDeliveryDate } from "@/lib/delivery/schedule";
import { formatCents } from "@/lib/money";
import type { DeliveryDay, OrderView } from "@/lib/orders/order-view";
import { summaryRows } from "@/lib/pricing";
import { HOURS, PICKUP, STORE_ADDRESS_LINE, DELIVERY_NOTICE, DELIVERY_SCHEDULE } from "@/lib/store";
import { colors } from "./email-layout";

const cell = { fontSize: 14, lineHeight: "20px", margin: "2px 0" };
const muted = { ...cell, color: colors.muted, fontSize: 13 };

/** "Requested: Tuesday, June 3, 10AM-12PM" */
function DayLine({ label, day }: { label: string; day: DeliveryDay }) {
  return (
    <Text style={cell}>
      {label}: {formatDeliveryDate(day.date)}
      {day.windowLabel ? `, ${day.windowLabel}` : ""}
    </Text>
  );
}
const heading = { fontSize: 16, margin: "20px 0 8px" };

function Amount({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) {
  const style = strong ? { ...cell, fontWeight: 700, fontSize: 16 } : cell;
  return (
    <Row>
      <Column>
        <Text style={style}>{label}</Text>
      </Column>
      <Column align="right">
        <Text style={style}>{cents === 0 && !strong ? "Free" : formatCents(cents)}</Text>
      </Column>
    </Row>
  );
}

export function OrderLines({ order }: { order: OrderView }) {
  return (
    <Section>
      <Heading as="h2" style={heading}>
        Items
      </Heading>
      {order.items.map((item) => (
        <Section key={item.productId} style={{ borderBottom: `1px solid ${colors.border}`, padding: "6px 0" }}>
          <Row>
            <Column>
              <Text style={{ ...cell, fontWeight: 700 }}>{item.name}</Text>
              <Text style={muted}>
                {item.brand} · Model {item.modelNumber} · {item.quantity} × {formatCents(item.unitPriceCents)}
              </Text>
              <Text style={muted}>
                {item.warrantyCents > 0
                  ? `${item.warrantyLabel}: ${item.quantity} × ${formatCents(item.warrantyUnitCents)}`
                  : "Manufacturer warranty only (1 year)"}
              </Text>
            </Column>
            <Column align="right" style={{ verticalAlign: "top", width: 110 }}>
              <Text style={cell}>{formatCents(item.lineTotalCents)}</Text>
            </Column>
          </Row>
        </Section>
      ))}
    </Section>
  );
}

export function OrderTotals({ order }: { order: OrderView }) {
  const note = order.delivery ? distanceNote(order.delivery.miles, order.delivery.distanceSource) : undefined;
  return (
    <Section style={{ marginTop: 8 }}>
      {summaryRows(order.totals, note).map((row) => (
        <Amount key={row.id} label={row.label} cents={row.cents} />
      ))}
      <Amount label="Total" cents={order.totals.totalCents} strong />
    </Section>
  );
}

export function FulfillmentDetails({ order }: { order: OrderView }) {
  if (!order.delivery) {
    return (
      <Section>
        <Heading as="h2" style={heading}>
          Store pickup
        </Heading>
        <Text style={cell}>{STORE_ADDRESS_LINE}</Text>
        <Text style={cell}>
          Ready in about {PICKUP.readyInHours} hours during opening hours ({HOURS.summary}). Bring your order number and
          a photo ID; we help you load.
        </Text>
      </Section>
    );
  }
  const delivery = order.delivery;
  return (
    <Section>
      <Heading as="h2" style={heading}>
        Delivery
      </Heading>
      <Text style={cell}>
        {delivery.line1}
        {delivery.line2 ? `, ${delivery.line2}` : ""}, {delivery.city}, {delivery.state} {delivery.postalCode}
      </Text>
      {delivery.requested && <DayLine label="Requested" day={delivery.requested} />}
      {delivery.scheduled && <DayLine label="Scheduled" day={delivery.scheduled} />}
      {delivery.haulAwayUnits > 0 && <Text style={cell}>Old appliance haul-away: {delivery.haulAwayUnits}</Text>}
      {delivery.stairFlights > 0 && <Text style={cell}>Stair carry: {delivery.stairFlights} flight(s)</Text>}
      <Text style={muted}>
        {DELIVERY_NOTICE} Please inspect the appliance and report any issue within{" "}
        {DELIVERY_SCHEDULE.reportIssuesWithinHours} hours.
      </Text>
    </Section>
  );
}
