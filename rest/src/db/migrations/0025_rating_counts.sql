-- How many ratings of each star a book has (the book page's breakdown, issue 37), kept beside
-- rating_sum and total_ratings by every review written (reviews/reviews.ts adjustBookRating).
ALTER TABLE "books" ADD COLUMN IF NOT EXISTS "rating_counts" integer[] DEFAULT '{0,0,0,0,0}' NOT NULL;
--> statement-breakpoint
-- Books rated before the column existed kept only a sum and a count: their ratings are split over
-- the two stars either side of their average (the narrowest split with that sum and count), and
-- every rating written from now on lands on its own star. A fresh database is seeded with counts.
UPDATE "books" SET "rating_counts" = (
  SELECT array_agg(CASE WHEN s = k THEN n - high WHEN s = k + 1 THEN high ELSE 0 END ORDER BY s)
  FROM (SELECT least(4, greatest(1, floor("rating_sum"::numeric / "total_ratings")))::int AS k,
               "total_ratings" AS n) base
  CROSS JOIN LATERAL (SELECT "rating_sum" - base.k * base.n AS high) h
  CROSS JOIN generate_series(1, 5) s
) WHERE "total_ratings" > 0 AND "rating_counts" = '{0,0,0,0,0}';
