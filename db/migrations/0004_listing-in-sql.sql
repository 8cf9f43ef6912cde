ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "unit_price_cents" integer GENERATED ALWAYS AS (CASE WHEN sale_price_cents > 0 AND sale_price_cents < price_cents THEN sale_price_cents ELSE price_cents END) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "in_stock" boolean GENERATED ALWAYS AS (stock_quantity > 0) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(name COLLATE "C")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "model_compact" text GENERATED ALWAYS AS (regexp_replace(lower(model_number), '[^a-z0-9]', '', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || brand || ' ' || model_number || ' ' || subcategory || ' ' || category || ' ' || coalesce(color, '') || ' ' || replace(deal_type, '-', ' '))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_list_featured_idx" ON "products" USING btree ("in_stock" DESC NULLS LAST,"position") WHERE archived_at IS NULL;--> statement-breakpoint
CREATE INDEX "products_list_price_asc_idx" ON "products" USING btree ("in_stock" DESC NULLS LAST,(price_cents = 0),"unit_price_cents","position") WHERE archived_at IS NULL;--> statement-breakpoint
CREATE INDEX "products_list_price_desc_idx" ON "products" USING btree ("in_stock" DESC NULLS LAST,(price_cents = 0),"unit_price_cents" DESC NULLS LAST,"position") WHERE archived_at IS NULL;--> statement-breakpoint
CREATE INDEX "products_list_name_asc_idx" ON "products" USING btree ("in_stock" DESC NULLS LAST,name_key COLLATE "C","position") WHERE archived_at IS NULL;--> statement-breakpoint
CREATE INDEX "products_list_name_desc_idx" ON "products" USING btree ("in_stock" DESC NULLS LAST,name_key COLLATE "C" DESC,"position") WHERE archived_at IS NULL;--> statement-breakpoint
CREATE INDEX "products_list_rating_idx" ON "products" USING btree ("in_stock" DESC NULLS LAST,"rating" DESC NULLS LAST,"position") WHERE archived_at IS NULL;--> statement-breakpoint
CREATE INDEX "products_list_subtype_idx" ON "products" USING btree ("subcategory","in_stock" DESC NULLS LAST,"position") WHERE archived_at IS NULL;--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin (search_text gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_description_trgm_idx" ON "products" USING gin (lower(description) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_model_compact_trgm_idx" ON "products" USING gin (model_compact gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_updated_idx" ON "products" USING btree ("updated_at");