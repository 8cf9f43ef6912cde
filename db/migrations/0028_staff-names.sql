CREATE TABLE "staff_names" (
	"name_key" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_names" ADD CONSTRAINT "staff_names_account_id_staff_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each account keeps the name it has now.
INSERT INTO "staff_names" ("name_key", "account_id") SELECT lower("display_name"), "id" FROM "staff_accounts" ON CONFLICT DO NOTHING;
