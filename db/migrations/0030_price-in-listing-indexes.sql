DROP INDEX "products_list_subtype_idx";--> statement-breakpoint
DROP INDEX "products_list_brand_idx";--> statement-breakpoint
DROP INDEX "products_list_color_idx";--> statement-breakpoint
CREATE INDEX "products_list_subtype_idx" ON "products" USING btree ("subcategory","in_stock" DESC NULLS LAST,"position","id","price_cents","unit_price_cents") WHERE archived_at IS NULL;--> statement-breakpoint
CREATE INDEX "products_list_brand_idx" ON "products" USING btree ("brand","in_stock" DESC NULLS LAST,"position","id","price_cents","unit_price_cents") WHERE archived_at IS NULL;--> statement-breakpoint
CREATE INDEX "products_list_color_idx" ON "products" USING btree ("color","in_stock" DESC NULLS LAST,"position","id","price_cents","unit_price_cents") WHERE archived_at IS NULL;