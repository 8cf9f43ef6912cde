CREATE TABLE "email_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dedupe_key" text NOT NULL,
	"kind" text NOT NULL,
	"order_id" text,
	"to_address" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"status" text NOT NULL,
	"provider" text,
	"provider_message_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "email_messages_status_valid" CHECK ("email_messages"."status" IN ('pending', 'sending', 'sent', 'stored', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" text NOT NULL,
	"status" text NOT NULL,
	"previous_status" text,
	"actor" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_status_valid" CHECK ("order_events"."status" IN ('pending_payment', 'paid', 'processing', 'ready_for_pickup', 'out_for_delivery', 'picked_up', 'delivered', 'cancelled', 'expired', 'payment_failed'))
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"order_id" text NOT NULL,
	"product_id" text NOT NULL,
	"position" integer NOT NULL,
	"product_name" text NOT NULL,
	"brand" text NOT NULL,
	"model_number" text NOT NULL,
	"category" text NOT NULL,
	"image" text,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"warranty_id" text NOT NULL,
	"warranty_unit_cents" integer NOT NULL,
	CONSTRAINT "order_items_order_id_product_id_pk" PRIMARY KEY("order_id","product_id"),
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0),
	CONSTRAINT "order_items_amounts_valid" CHECK ("order_items"."unit_price_cents" > 0 AND "order_items"."warranty_unit_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_name" text,
	"customer_phone" text,
	"fulfillment" text NOT NULL,
	"address_line1" text,
	"address_line2" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"delivery_miles" integer,
	"distance_source" text,
	"delivery_date" date,
	"delivery_window" text,
	"haul_away_units" integer DEFAULT 0 NOT NULL,
	"stair_flights" integer DEFAULT 0 NOT NULL,
	"merchandise_cents" integer NOT NULL,
	"warranty_cents" integer NOT NULL,
	"delivery_fee_cents" integer NOT NULL,
	"haul_away_cents" integer NOT NULL,
	"stair_carry_cents" integer NOT NULL,
	"tax_bps" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"stock_state" text NOT NULL,
	"payment_provider" text NOT NULL,
	"payment_session_id" text,
	"checkout_url" text,
	"payment_reference" text,
	"checkout_key" text,
	"cancel_path" text NOT NULL,
	"attribution" jsonb,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_valid" CHECK ("orders"."status" IN ('pending_payment', 'paid', 'processing', 'ready_for_pickup', 'out_for_delivery', 'picked_up', 'delivered', 'cancelled', 'expired', 'payment_failed')),
	CONSTRAINT "orders_stock_state_valid" CHECK ("orders"."stock_state" IN ('held', 'committed', 'released')),
	CONSTRAINT "orders_source_valid" CHECK ("orders"."source" IN ('buy_now', 'cart', 'checkout_form', 'social')),
	CONSTRAINT "orders_provider_valid" CHECK ("orders"."payment_provider" IN ('stripe', 'test')),
	CONSTRAINT "orders_fulfillment_valid" CHECK ("orders"."fulfillment" IN ('pickup', 'delivery')),
	CONSTRAINT "orders_amounts_valid" CHECK ("orders"."merchandise_cents" > 0 AND "orders"."warranty_cents" >= 0 AND "orders"."delivery_fee_cents" >= 0 AND "orders"."haul_away_cents" >= 0 AND "orders"."stair_carry_cents" >= 0 AND "orders"."tax_cents" >= 0 AND "orders"."total_cents" = "orders"."merchandise_cents" + "orders"."warranty_cents" + "orders"."delivery_fee_cents" + "orders"."haul_away_cents" + "orders"."stair_carry_cents" + "orders"."tax_cents")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"session_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_messages_dedupe_idx" ON "email_messages" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "email_messages_status_idx" ON "email_messages" USING btree ("status");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_idx" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_session_idx" ON "orders" USING btree ("payment_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_checkout_key_idx" ON "orders" USING btree ("checkout_key");--> statement-breakpoint
CREATE INDEX "orders_status_hold_idx" ON "orders" USING btree ("status","hold_expires_at");