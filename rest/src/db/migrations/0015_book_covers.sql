-- Covers staff upload (media/bookCovers.ts): the stored name of the re-encoded image, or null
-- while the book shows its generated SVG cover.
ALTER TABLE "books" ADD COLUMN IF NOT EXISTS "cover_image" text;
