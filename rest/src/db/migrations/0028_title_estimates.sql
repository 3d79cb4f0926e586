-- Every title search plans a substring test of the title as typed (`title ILIKE '%…%'`), and the
-- planner estimates it by running the case-blind match over every value sampled for the column:
-- 2,000 of them at the statistics target of 0004, some 1.3 ms of planning per search at 100,000
-- books (and 0.8 ms for authors' names), more than the test itself takes. The Roman forms keep
-- their 1,000 buckets: their LIKE estimates are the ones 0004 needed (a word in 1 title of 37), and
-- the planner adds them up with these. Every plan still reads indexes (the scale bench EXPLAINs
-- them); one changed: a broad title word's page now joins the trigram indexes' matches with the
-- walk of the best sellers instead of reading each best seller by its key, and is the faster of
-- the two at 100,000 books (p50 12.2 -> 10.6 ms on PostgreSQL, one machine).
ALTER TABLE "books" ALTER COLUMN "title" SET STATISTICS -1;
--> statement-breakpoint
ALTER TABLE "authors" ALTER COLUMN "name" SET STATISTICS -1;
--> statement-breakpoint
ANALYZE "books" ("title");
--> statement-breakpoint
ANALYZE "authors" ("name");
