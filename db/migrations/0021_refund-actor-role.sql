ALTER TABLE "order_refunds" ADD COLUMN "actor_role" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_actor_role_valid" CHECK ("order_refunds"."actor_role" IN ('owner', 'staff'));--> statement-breakpoint
-- Refunds made before the role was kept take the role of the account with the name they record
-- (staff if any account of that name is staff, so the staff limit holds); none when no account has it.
UPDATE "order_refunds" SET "actor_role" = (
  SELECT CASE WHEN bool_or("staff_accounts"."role" = 'staff') THEN 'staff' ELSE 'owner' END
  FROM "staff_accounts"
  WHERE lower("staff_accounts"."display_name") = lower("order_refunds"."actor_name")
  HAVING count(*) > 0
)
WHERE "actor_name" IS NOT NULL;
