-- Refunds live in order_refunds: each cancellation refunded before it existed becomes its row, so
-- the list of refunds and the order's refunded total tell one story.
INSERT INTO "order_refunds" ("order_id", "state", "amount_cents", "tax_cents", "reason", "created_at", "completed_at")
SELECT "id", 'succeeded', "refunded_cents", LEAST("tax_cents", "refunded_cents"), 'Order cancelled', "refunded_at", "refunded_at"
FROM "orders"
WHERE "refunded_cents" > 0 AND "refunded_at" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "order_refunds" WHERE "order_refunds"."order_id" = "orders"."id");
--> statement-breakpoint
-- A payment that arrived after its units were sold left a cancelled order with a refund due: it
-- was paid (the payment's own history entry says when), so it can be refunded from the order page.
UPDATE "orders" SET "paid_at" = "paid"."created_at"
FROM (
  SELECT "order_id", MIN("created_at") AS "created_at" FROM "order_events"
  WHERE "actor" = 'payment' AND "status" = 'cancelled'
  GROUP BY "order_id"
) AS "paid"
WHERE "orders"."id" = "paid"."order_id" AND "orders"."paid_at" IS NULL;
