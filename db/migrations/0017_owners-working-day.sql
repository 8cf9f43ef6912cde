CREATE TABLE "order_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" text NOT NULL,
	"state" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"delivery_cents" integer DEFAULT 0 NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"provider_refund_id" text,
	"last_error" text,
	"actor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "order_refunds_state_valid" CHECK ("order_refunds"."state" IN ('pending', 'succeeded', 'failed')),
	CONSTRAINT "order_refunds_amount_positive" CHECK ("order_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" text NOT NULL,
	"field" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"source" text NOT NULL,
	"source_detail" text,
	"actor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_changes_source_valid" CHECK ("product_changes"."source" IN ('staff', 'import', 'sale', 'release', 'return'))
);
--> statement-breakpoint
CREATE TABLE "staff_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"display_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"disabled_at" timestamp with time zone,
	"failed_sign_ins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_accounts_role_valid" CHECK ("staff_accounts"."role" IN ('owner', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_status_valid";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_valid";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "returned_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "product_changes_product_idx" ON "product_changes" USING btree ("product_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_username_idx" ON "staff_accounts" USING btree (lower("username"));--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_account_id_staff_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_scheduled_date_idx" ON "orders" USING btree ("scheduled_date");--> statement-breakpoint
CREATE INDEX "orders_customer_email_idx" ON "orders" USING btree (lower("customer_email"));--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_status_valid" CHECK ("order_events"."status" IN ('pending_payment', 'paid', 'processing', 'ready_for_pickup', 'out_for_delivery', 'picked_up', 'delivered', 'returned', 'cancelled', 'expired', 'payment_failed'));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_returned_valid" CHECK ("order_items"."returned_quantity" >= 0 AND "order_items"."returned_quantity" <= "order_items"."quantity");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_valid" CHECK ("orders"."status" IN ('pending_payment', 'paid', 'processing', 'ready_for_pickup', 'out_for_delivery', 'picked_up', 'delivered', 'returned', 'cancelled', 'expired', 'payment_failed'));--> statement-breakpoint
-- Sessions now name their account: staff sign in once more after this upgrade.
DELETE FROM "staff_sessions";
