-- A retail show may let visitors watch without registering (true: they register first).
ALTER TABLE "retail_shows" ADD COLUMN "registration_required" boolean DEFAULT true NOT NULL;
