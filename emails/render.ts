// Renders the shop's e-mails to what the outbox stores (subject, HTML and plain-text bodies), so
// the services that send them never handle React themselves.
import "server-only";
import { createElement, type ReactElement } from "react";
import { render } from "@react-email/render";
import type { ContactValues } from "@/lib/contact/contact-schema";
import type { OrderView } from "@/lib/orders/order-view";
import { ContactNotification, contactNotificationSubject } from "./contact-notification";
import { OrderConfirmation, orderConfirmationSubject } from "./order-confirmation";
import { OrderRefundEmail, orderRefundSubject, type RefundNotice } from "./order-refund";
import { OpsAlert, opsAlertSubject, type OpsAlertView } from "./ops-alert";
import { OrderUpdateEmail, orderUpdateSubject, type OrderUpdate } from "./order-update";
import { StoreOrderNotification, storeNotificationSubject, type StoreNotice } from "./store-order-notification";

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

async function renderEmail(subject: string, element: ReactElement): Promise<RenderedEmail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text };
}

/** The shopper's order confirmation. */
export function orderConfirmationEmail(order: OrderView): Promise<RenderedEmail> {
  return renderEmail(orderConfirmationSubject(order), createElement(OrderConfirmation, { order }));
}

/** The store's notice of a paid order, or of a late payment to refund. */
export function storeOrderNotificationEmail(order: OrderView, notice: StoreNotice): Promise<RenderedEmail> {
  return renderEmail(storeNotificationSubject(order, notice), createElement(StoreOrderNotification, { order, notice }));
}

/** The store's copy of a contact-form message. */
export function contactNotificationEmail(message: ContactValues): Promise<RenderedEmail> {
  return renderEmail(contactNotificationSubject(message), createElement(ContactNotification, { message }));
}

/** The shopper's notice that staff moved the order on (ready, scheduled, delivered, cancelled). */
export function orderUpdateEmail(order: OrderView, update: OrderUpdate, refunded?: number): Promise<RenderedEmail> {
  return renderEmail(orderUpdateSubject(order, update), createElement(OrderUpdateEmail, { order, update, refunded }));
}

/** The shopper's notice of a refund after the sale. */
export function orderRefundEmail(order: OrderView, refund: RefundNotice): Promise<RenderedEmail> {
  return renderEmail(orderRefundSubject(order, refund), createElement(OrderRefundEmail, { order, refund }));
}

/** The store's alert that something needs an operator (e-mails, webhooks, backups, the sweep). */
export function opsAlertEmail(alert: OpsAlertView): Promise<RenderedEmail> {
  return renderEmail(opsAlertSubject(alert), createElement(OpsAlert, { alert }));
}
