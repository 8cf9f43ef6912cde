DROP INDEX "products_list_featured_idx";--> statement-breakpoint
DROP INDEX "products_list_price_asc_idx";--> statement-breakpoint
DROP INDEX "products_list_price_desc_idx";--> statement-breakpoint
DROP INDEX "products_list_name_asc_idx";--> statement-breakpoint
DROP INDEX "products_list_name_desc_idx";--> statement-breakpoint
DROP INDEX "products_list_rating_idx";--> statement-breakpoint
DROP INDEX "products_list_subtype_idx";--> statement-breakpoint
DROP INDEX "products_list_brand_idx";--> statement-breakpoint
DROP INDEX "products_list_color_idx";--> statement-breakpoint
CREATE INDEX "products_list_featured_idx" ON "products" USING btree ("in_stock" DESC NULLS LAST,"position","id") WHERE archived_at IS NULL;--> statement-breakpoint
CREATE INDEX "products_list_price_asc_idx" ON "products" USING btree ("in_stock" DESC NULLS LAST,(price_cents = 0),"unit_price_cents","position","price_cents","id") WHERE archived_at IS NULL;--> statement-breakpoint
CREATE INDEX "products_list_price_desc_idx" ON "products" USING btree ("in_stock" DESC NULLS LAST,(price_cents = 0),"unit_price_cents" DESC NULLS LAST,"position","price_cents","id") WHERE archived_at IS NULL;--> statement-breakpoint
CREATE INDEX "products_list_name_asc_idx" ON "products" USING btree ("in_stock" DESC NULLS LAST,name_key COLLATE "C","position","id") WHERE archived_at IS NULL;--> statement-breakpoint
CREATE INDEX "products_list_name_desc_idx" ON "products" USING btree ("in_stock" DESC NULLS LAST,name_key COLLATE "C" DESC,"position","id") WHERE archived_at IS NULL;--> statement-breakpoint
CREATE INDEX "products_list_rating_idx" ON "products" USING btree ("in_stock" DESC NULLS LAST,"rating" DESC NULLS LAST,"position","id") WHERE archived_at IS NULL;--> statement-breakpoint
CREATE INDEX "products_list_subtype_idx" ON "products" USING btree ("subcategory","in_stock" DESC NULLS LAST,"position","id") WHERE archived_at IS NULL;--> statement-breakpoint
CREATE INDEX "products_list_brand_idx" ON "products" USING btree ("brand","in_stock" DESC NULLS LAST,"position","id") WHERE archived_at IS NULL;--> statement-breakpoint
CREATE INDEX "products_list_color_idx" ON "products" USING btree ("color","in_stock" DESC NULLS LAST,"position","id") WHERE archived_at IS NULL;