ALTER TABLE "orders" ADD COLUMN "scheduled_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "scheduled_window" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
-- Staff used to write their delivery date over the shopper's: where the history says staff
-- scheduled one, the date on the order is the staff's, and what the shopper requested is lost.
UPDATE "orders" SET "scheduled_date" = "delivery_date", "scheduled_window" = "delivery_window", "delivery_date" = NULL, "delivery_window" = NULL
WHERE "delivery_date" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "order_events" WHERE "order_events"."order_id" = "orders"."id" AND "order_events"."note" LIKE 'Delivery scheduled for %'
);--> statement-breakpoint
-- Orders staff cancelled with a refund before it had columns of its own: the history says so.
UPDATE "orders" SET "refunded_cents" = "total_cents", "refunded_at" = "refund"."created_at"
FROM (
  SELECT "order_id", max("created_at") AS "created_at" FROM "order_events" WHERE "note" LIKE '%Refunded in full (%' GROUP BY "order_id"
) AS "refund"
WHERE "refund"."order_id" = "orders"."id";
