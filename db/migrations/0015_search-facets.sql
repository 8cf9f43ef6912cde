DROP INDEX "products_search_document_idx";--> statement-breakpoint
CREATE INDEX "products_search_title_idx" ON "products" USING gin ("search_title") WHERE archived_at IS NULL;--> statement-breakpoint
CREATE INDEX "products_list_brand_idx" ON "products" USING btree ("brand","in_stock" DESC NULLS LAST,"position") WHERE archived_at IS NULL;--> statement-breakpoint
CREATE INDEX "products_list_color_idx" ON "products" USING btree ("color","in_stock" DESC NULLS LAST,"position") WHERE archived_at IS NULL;--> statement-breakpoint
CREATE INDEX "products_search_document_idx" ON "products" USING gin ("search_document") WHERE archived_at IS NULL;