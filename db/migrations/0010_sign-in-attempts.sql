ALTER TABLE "login_failures" ADD COLUMN "username" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_failures" ALTER COLUMN "username" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "login_failures_username_idx" ON "login_failures" USING btree ("username","failed_at");
