-- Slide pictures sized for the screen: the original image's size and the thumbnail's width, set
-- when the slide's WebP copies were made (null: only the original exists).
ALTER TABLE "slides" ADD COLUMN "image_width" integer;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "image_height" integer;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "thumbnail_width" integer;
