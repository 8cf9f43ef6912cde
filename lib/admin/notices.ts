// What the staff area says after an action that ends in a redirect: the address carries a short
// code (?notice=saved), never free text, so a link cannot put words in the shop's mouth. Every
// staff page tells staff what happened through these codes only.
import { STAFF_SCHEDULE_DAYS } from "@/lib/delivery/schedule";

/** Said when a step's e-mail to the customer could not go out: it waits in the Outbox. */
const EMAIL_STORED = "The e-mail to the customer was not sent: it is stored in the Outbox";

export const NOTICES = {
  "signed-in": { tone: "success", text: "Login successful" },
  "signed-out": { tone: "success", text: "Logged out successfully" },
  "owner-only": { tone: "error", text: "Only the shop's owner can do that: ask the owner" },
  "account-added": { tone: "success", text: "Account added: it can sign in now" },
  "account-saved": { tone: "success", text: "Name and role saved" },
  "account-disabled": { tone: "success", text: "Account disabled: its sessions have ended" },
  "account-enabled": { tone: "success", text: "Account enabled: it can sign in again" },
  "account-not-found": { tone: "error", text: "Account not found" },
  "username-taken": { tone: "error", text: "That username is taken: choose another" },
  "display-name-taken": { tone: "error", text: "Another account has that name, or had it before a rename" },
  "needs-an-owner": { tone: "error", text: "The shop needs an owner: make another account owner first" },
  "cannot-disable-self": { tone: "error", text: "You cannot disable your own account" },
  "password-reset": { tone: "success", text: "Password reset: the account's other sessions have ended" },
  "password-changed": { tone: "success", text: "Password changed: your other sessions have ended" },
  "refund-limit-saved": { tone: "success", text: "Refund limit for staff saved" },
  "refund-limit-refused": {
    tone: "error",
    text: "Not saved: the refund limit is an amount in dollars, like 500 or 250.00 (0: staff refund nothing)",
  },
  "product-saved": { tone: "success", text: "Product saved" },
  "product-created": { tone: "success", text: "Product created" },
  "product-archived": { tone: "success", text: "Product archived: it is hidden from the shop" },
  "product-restored": { tone: "success", text: "Product restored to the shop" },
  "image-added": { tone: "success", text: "Photo uploaded and added to the product" },
  "photo-replaced": { tone: "success", text: "Photo replaced" },
  "photo-moved": { tone: "success", text: "Photo moved: the shop shows the new order" },
  "photo-made-main": { tone: "success", text: "Main photo changed: the shop shows it first" },
  "photo-deleted": { tone: "success", text: "Photo deleted" },
  "photo-not-found": {
    tone: "error",
    text: "That photo is no longer on this product: the photos below are as they are now",
  },
  "stock-saved": { tone: "success", text: "Stock and price saved" },
  "stock-refused": { tone: "error", text: "Not saved: Stock must be a whole number from 0 to 9999" },
  "price-refused": {
    tone: "error",
    text: "Not saved: Price must be an amount in dollars, like 899.99 (0 for Call for Price)",
  },
  "sale-price-refused": {
    tone: "error",
    text: "Not saved: Sale price must be empty, or an amount in dollars below the price",
  },
  "product-refused": { tone: "error", text: "Not saved: open the product and correct the fields marked in red" },
  "product-not-found": { tone: "error", text: "Product not found" },
  "order-moved": { tone: "success", text: "Order status updated" },
  "order-moved-emailed": { tone: "success", text: "Order status updated and the customer e-mailed" },
  "order-moved-email-stored": { tone: "success", text: `Order status updated. ${EMAIL_STORED}` },
  "delivery-scheduled": { tone: "success", text: "Delivery scheduled and the customer e-mailed" },
  "delivery-scheduled-email-stored": { tone: "success", text: `Delivery scheduled. ${EMAIL_STORED}` },
  "choose-status": { tone: "error", text: "Choose a status" },
  "confirm-first": { tone: "error", text: "Nothing changed: that step is taken only once confirmed" },
  "note-added": { tone: "success", text: "Note added to the history" },
  "write-note": { tone: "error", text: "Write the note first" },
  "choose-delivery-date": { tone: "error", text: "Not scheduled: choose a delivery date" },
  "choose-delivery-window": { tone: "error", text: "Not scheduled: choose one of the shop's delivery windows" },
  "schedule-date-past": { tone: "error", text: "Not scheduled: that date has passed. Choose today or a later date" },
  "schedule-date-closed": {
    tone: "error",
    text: "Not scheduled: the store is closed that day (a holiday or closed date). Choose another date",
  },
  "schedule-date-too-far": {
    tone: "error",
    text: `Not scheduled: choose a date within the next ${STAFF_SCHEDULE_DAYS} days`,
  },
  "order-not-found": { tone: "error", text: "Order not found" },
  "move-refused": {
    tone: "error",
    text: "The order cannot take that step from its status now: the steps it can take are below",
  },
  "schedule-refused": {
    tone: "error",
    text: "Only a paid delivery order that is not yet delivered can be given a delivery date",
  },
  "refund-unavailable": {
    tone: "error",
    text: "The payment provider of this order is not configured: it cannot be refunded, so it was not cancelled",
  },
  "refund-failed": {
    tone: "error",
    text: "The payment service did not refund the order, so it was not cancelled: please try again in a moment",
  },
  "cancel-refund-pending": {
    tone: "error",
    text: "The order was not cancelled: the payment service has not confirmed its refund yet. The shop finishes the refund within a few minutes (never twice); cancel the order once it shows as refunded",
  },
  "refund-made": { tone: "success", text: "Refund made and recorded; the customer was e-mailed" },
  "refund-made-email-stored": { tone: "success", text: `Refund made and recorded. ${EMAIL_STORED}` },
  "refund-refused": { tone: "error", text: "Nothing was refunded: open the return form and review the refund again" },
  "refund-units-gone": {
    tone: "error",
    text: "Nothing was refunded: some of those units (or the delivery charges) were refunded meanwhile. Review it again",
  },
  "refund-over-left": {
    tone: "error",
    text: "Nothing was refunded: that is more than is left to refund on this order (another refund took it)",
  },
  "refund-not-allowed": { tone: "error", text: "Nothing was refunded: this order takes no refund now" },
  "refund-window-closed": {
    tone: "error",
    text: "Nothing was refunded: the return window has closed, so only the owner can refund this order",
  },
  "refund-over-limit": {
    tone: "error",
    text: "Nothing was refunded: that is more than a staff account may refund on one order. Ask the owner",
  },
  "refund-amount-changed": {
    tone: "error",
    text: "Nothing was refunded: someone refunded this order meanwhile, so the amount changed. Review it again",
  },
  "refund-pending": {
    tone: "error",
    text: "The refund is not confirmed yet: the payment service did not answer clearly. The shop finishes it within a few minutes (never twice); the order shows it as pending until then",
  },
  "refund-provider-failed": {
    tone: "error",
    text: "Nothing was refunded: the payment service did not make the refund. Please try again in a moment",
  },
  "refund-recorded-by-hand": { tone: "success", text: "Refund recorded as made in Stripe; the customer was e-mailed" },
  "refund-recorded-by-hand-email-stored": {
    tone: "success",
    text: `Refund recorded as made in Stripe. ${EMAIL_STORED}`,
  },
  "refund-recorded-not-made": {
    tone: "success",
    text: "Recorded that no money moved: the refund failed, and its money and units may be refunded again",
  },
  "refund-resolved-already": {
    tone: "error",
    text: "Nothing changed: that refund is no longer pending (it was recorded meanwhile). The refunds below are as they are now",
  },
  "refund-still-retrying": {
    tone: "error",
    text: "Nothing changed: the shop is still asking the payment service about that refund. Record it by hand only once the page says it needs a check in Stripe",
  },
  "refund-id-invalid": {
    tone: "error",
    text: "Nothing changed: a Stripe refund id is re_ followed by letters and digits, like re_3MtwBwLkdIwHu7ix0dbKRsvv",
  },
  "refund-id-used": {
    tone: "error",
    text: "Nothing changed: that Stripe refund is recorded on another refund already",
  },
  "refund-not-found": { tone: "error", text: "Nothing changed: that refund is not on this order" },
  "order-unchanged": { tone: "error", text: "The order was not changed: please try again in a moment" },
  "import-applied": { tone: "success", text: "Import applied" },
  "message-handled": { tone: "success", text: "Message marked handled" },
  "message-reopened": { tone: "success", text: "Message moved back to the inbox" },
  "reply-sent": { tone: "success", text: "Reply sent" },
  "reply-stored": { tone: "error", text: "The reply was not sent: it is stored in the Outbox" },
  "email-sent-again": { tone: "success", text: "E-mail sent again" },
  "email-not-sent": { tone: "error", text: "Not sent: it stays in the Outbox" },
  "email-no-sender": {
    tone: "error",
    text: "No RESEND_API_KEY is set: e-mails stay in the outbox until it is.",
  },
} as const;

export type NoticeCode = keyof typeof NOTICES;

export function readNotice(value: string | string[] | undefined): (typeof NOTICES)[NoticeCode] | null {
  const code = Array.isArray(value) ? value[0] : value;
  return code && Object.hasOwn(NOTICES, code) ? NOTICES[code as NoticeCode] : null;
}
