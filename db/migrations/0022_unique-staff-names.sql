-- Display names become unique whatever their case, so a name in the history points at one
-- account. Names are trimmed first; where accounts share one, every account but the first made
-- takes its username in brackets after it (the owner may rename it on the Team page).
UPDATE "staff_accounts" SET "display_name" = btrim("display_name") WHERE "display_name" <> btrim("display_name");
--> statement-breakpoint
UPDATE "staff_accounts" SET "display_name" = "display_name" || ' (' || "username" || ')'
WHERE EXISTS (
  SELECT 1 FROM "staff_accounts" AS "first"
  WHERE lower("first"."display_name") = lower("staff_accounts"."display_name") AND "first"."id" < "staff_accounts"."id"
);
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_display_name_idx" ON "staff_accounts" USING btree (lower("display_name"));
