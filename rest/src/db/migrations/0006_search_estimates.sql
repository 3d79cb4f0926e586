-- A title search at 100,000 books (issue 19). Planning a typo search cost more than running it:
-- pg_trgm estimates `%>` and `<%` (matchingsel) by computing the word similarity of the query
-- with every sampled title, up to 2,000 of them at the statistics target of 0004, some 5 ms a
-- column on every search. A fixed small selectivity (contsel) picks the same plan, the trigram
-- index. Left as it is where the extension belongs to another role.
DO $$
BEGIN
  ALTER OPERATOR %> (text, text) SET (RESTRICT = contsel);
  ALTER OPERATOR <% (text, text) SET (RESTRICT = contsel);
EXCEPTION WHEN insufficient_privilege OR undefined_function THEN NULL;
END $$;
--> statement-breakpoint
-- Whether any title starts with the query (and so ranks before the titles that only contain it),
-- in a few index pages rather than a recheck of every title holding the query's trigrams.
CREATE INDEX IF NOT EXISTS "books_title_lower_prefix_idx" ON "books" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "books_title_latin_prefix_idx" ON "books" USING btree ("title_latin" text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "books_title_latin_joined_prefix_idx" ON "books" USING btree (replace("title_latin", ' ', '') text_pattern_ops);
