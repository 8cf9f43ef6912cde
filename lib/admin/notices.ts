// What the staff area says after an action that ends in a redirect: the address carries a short
// code (?notice=saved), never free text, so a link cannot put words in the shop's mouth.

export const NOTICES = {
  "signed-in": { tone: "success", text: "Login successful" },
  "signed-out": { tone: "success", text: "Logged out successfully" },
  "product-saved": { tone: "success", text: "Product saved" },
  "product-created": { tone: "success", text: "Product created" },
  "product-archived": { tone: "success", text: "Product archived: it is hidden from the shop" },
  "product-restored": { tone: "success", text: "Product restored to the shop" },
  "image-added": { tone: "success", text: "Photo uploaded and added to the product" },
  "stock-saved": { tone: "success", text: "Stock and price saved" },
  "order-moved": { tone: "success", text: "Order status updated" },
  "delivery-scheduled": { tone: "success", text: "Delivery scheduled and the customer e-mailed" },
  "import-applied": { tone: "success", text: "Import applied" },
  "message-handled": { tone: "success", text: "Message marked handled" },
  "message-reopened": { tone: "success", text: "Message moved back to the inbox" },
  "reply-sent": { tone: "success", text: "Reply sent" },
} as const;

export type NoticeCode = keyof typeof NOTICES;

export function readNotice(value: string | string[] | undefined): (typeof NOTICES)[NoticeCode] | null {
  const code = Array.isArray(value) ? value[0] : value;
  return code && Object.hasOwn(NOTICES, code) ? NOTICES[code as NoticeCode] : null;
}
