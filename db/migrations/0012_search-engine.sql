-- A product's features as one text for its search document (array_to_string is only stable, as
-- it serves every array type; for text it always gives the same text).
CREATE FUNCTION search_list_text(items text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string(items, ' ') $$;
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX "products_description_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_title" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', name || ' ' || brand || ' ' || model_number || ' ' || subcategory || ' ' || category || ' ' || coalesce(color, '') || ' ' || replace(deal_type, '-', ' '))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', name || ' ' || brand || ' ' || model_number || ' ' || subcategory || ' ' || category || ' ' || coalesce(color, '') || ' ' || replace(deal_type, '-', ' ') || ' ' || coalesce(energy_rating, '') || ' ' || search_list_text(features) || ' ' || description) || jsonb_to_tsvector('simple', jsonb_path_query_array(specifications, '$[*] ? (!(@.value like_regex "^(no|none)([^a-z]|$)" flag "i"))'), '["string"]')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "width_inches" double precision GENERATED ALWAYS AS ((substring(jsonb_path_query_first(specifications, '$[*] ? (@.name == "Width").value') #>> '{}' from '^[0-9]+(?:\.[0-9]+)?'))::float8) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "capacity_cubic_feet" double precision GENERATED ALWAYS AS ((substring(jsonb_path_query_first(specifications, '$[*] ? (@.name == "Capacity" || @.name == "Total Capacity" || @.name == "Oven Capacity").value') #>> '{}' from '^[0-9]+(?:\.[0-9]+)?'))::float8) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "noise_dba" double precision GENERATED ALWAYS AS ((substring(jsonb_path_query_first(specifications, '$[*] ? (@.name starts with "Noise").value') #>> '{}' from '^[0-9]+(?:\.[0-9]+)?'))::float8) STORED;--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_document_idx" ON "products" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "products_model_prefix_idx" ON "products" USING btree (model_compact text_pattern_ops);
--> statement-breakpoint
-- search_words counts, for each word without digits, the products in the shop whose search
-- document has it. Each statement on products adds the words of the rows it puts in the shop and
-- takes away those of the rows it takes out or changes; a stock or price change leaves it alone.
CREATE FUNCTION search_words_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word, products)
  SELECT lexeme, count(*) FROM new_rows, unnest(new_rows.search_document)
  WHERE new_rows.archived_at IS NULL AND lexeme !~ '[0-9]'
  GROUP BY lexeme ORDER BY lexeme
  ON CONFLICT (word) DO UPDATE SET products = search_words.products + excluded.products;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_words_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_words SET products = search_words.products - gone.products
  FROM (
    SELECT lexeme, count(*) AS products FROM old_rows, unnest(old_rows.search_document)
    WHERE old_rows.archived_at IS NULL AND lexeme !~ '[0-9]' GROUP BY lexeme
  ) AS gone
  WHERE search_words.word = gone.lexeme;
  DELETE FROM search_words WHERE products <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_words_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH moves AS (
    SELECT lexeme, -1 AS change FROM old_rows JOIN new_rows USING (id), unnest(old_rows.search_document)
    WHERE old_rows.archived_at IS NULL
      AND (old_rows.search_document IS DISTINCT FROM new_rows.search_document OR new_rows.archived_at IS NOT NULL)
    UNION ALL
    SELECT lexeme, 1 FROM old_rows JOIN new_rows USING (id), unnest(new_rows.search_document)
    WHERE new_rows.archived_at IS NULL
      AND (old_rows.search_document IS DISTINCT FROM new_rows.search_document OR old_rows.archived_at IS NOT NULL)
  )
  INSERT INTO search_words (word, products)
  SELECT lexeme, sum(change) FROM moves WHERE lexeme !~ '[0-9]'
  GROUP BY lexeme HAVING sum(change) <> 0 ORDER BY lexeme
  ON CONFLICT (word) DO UPDATE SET products = search_words.products + excluded.products;
  IF FOUND THEN
    DELETE FROM search_words WHERE products <= 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_words_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE search_words;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_insert();
--> statement-breakpoint
CREATE TRIGGER products_search_words_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_delete();
--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_update();
--> statement-breakpoint
CREATE TRIGGER products_search_words_truncate AFTER TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION search_words_truncate();
--> statement-breakpoint
INSERT INTO search_words (word, products)
SELECT lexeme, count(*) FROM products, unnest(products.search_document)
WHERE products.archived_at IS NULL AND lexeme !~ '[0-9]'
GROUP BY lexeme;
