ALTER TABLE "order_events" ADD COLUMN "kind" text DEFAULT 'change' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_valid" CHECK ("order_events"."kind" IN ('change', 'note'));--> statement-breakpoint
-- Notes written before entries had a kind: a staff entry that kept the status and was not a scheduled delivery.
UPDATE "order_events" SET "kind" = 'note' WHERE "actor" = 'staff' AND "status" = "previous_status" AND "note" IS NOT NULL AND "note" NOT LIKE 'Delivery scheduled for %';
