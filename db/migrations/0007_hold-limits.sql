ALTER TABLE "orders" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address_check" text;--> statement-breakpoint
CREATE INDEX "orders_pending_client_idx" ON "orders" USING btree ("client_address") WHERE "orders"."status" = 'pending_payment';--> statement-breakpoint
CREATE INDEX "orders_pending_email_idx" ON "orders" USING btree (lower("customer_email")) WHERE "orders"."status" = 'pending_payment';