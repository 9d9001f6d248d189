CREATE SEQUENCE "public"."presentation_content_versions" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "content_version" bigint DEFAULT nextval('presentation_content_versions') NOT NULL;--> statement-breakpoint
-- GET presentation caches a presentation's content (slides, speakers, documents, media containers
-- and renditions) under its content_version (presentation-content.cache.ts). The database bumps
-- the version on every write of those rows, in the writer's own transaction, so every writer
-- (demo loader, tests, authoring, any server process) invalidates every process's cache without
-- code. Row-level: content writes are rare, and a row names its presentation (OLD and NEW differ
-- when a row moves). TRUNCATE names no rows, so it bumps every presentation.
CREATE FUNCTION "bump_presentation_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "presentations" SET "content_version" = nextval('presentation_content_versions');
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "presentations" SET "content_version" = nextval('presentation_content_versions')
      WHERE "id" = OLD."pres_id";
  END IF;
  IF TG_OP = 'INSERT' THEN
    UPDATE "presentations" SET "content_version" = nextval('presentation_content_versions')
      WHERE "id" = NEW."pres_id";
  ELSIF TG_OP = 'UPDATE' THEN
    IF NEW."pres_id" IS DISTINCT FROM OLD."pres_id" THEN
      UPDATE "presentations" SET "content_version" = nextval('presentation_content_versions')
        WHERE "id" = NEW."pres_id";
    END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "slides_content_version" AFTER INSERT OR UPDATE OR DELETE ON "slides" FOR EACH ROW EXECUTE FUNCTION "bump_presentation_content_version"();--> statement-breakpoint
CREATE TRIGGER "slides_content_version_truncate" AFTER TRUNCATE ON "slides" FOR EACH STATEMENT EXECUTE FUNCTION "bump_presentation_content_version"();--> statement-breakpoint
CREATE TRIGGER "speakers_content_version" AFTER INSERT OR UPDATE OR DELETE ON "speakers" FOR EACH ROW EXECUTE FUNCTION "bump_presentation_content_version"();--> statement-breakpoint
CREATE TRIGGER "speakers_content_version_truncate" AFTER TRUNCATE ON "speakers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_presentation_content_version"();--> statement-breakpoint
CREATE TRIGGER "documents_content_version" AFTER INSERT OR UPDATE OR DELETE ON "documents" FOR EACH ROW EXECUTE FUNCTION "bump_presentation_content_version"();--> statement-breakpoint
CREATE TRIGGER "documents_content_version_truncate" AFTER TRUNCATE ON "documents" FOR EACH STATEMENT EXECUTE FUNCTION "bump_presentation_content_version"();--> statement-breakpoint
CREATE TRIGGER "media_containers_content_version" AFTER INSERT OR UPDATE OR DELETE ON "media_containers" FOR EACH ROW EXECUTE FUNCTION "bump_presentation_content_version"();--> statement-breakpoint
CREATE TRIGGER "media_containers_content_version_truncate" AFTER TRUNCATE ON "media_containers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_presentation_content_version"();--> statement-breakpoint
CREATE TRIGGER "media_renditions_content_version" AFTER INSERT OR UPDATE OR DELETE ON "media_renditions" FOR EACH ROW EXECUTE FUNCTION "bump_presentation_content_version"();--> statement-breakpoint
CREATE TRIGGER "media_renditions_content_version_truncate" AFTER TRUNCATE ON "media_renditions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_presentation_content_version"();--> statement-breakpoint
-- A presentation row written with a content_version (a copy of a deleted row, a restore) would
-- carry a version an earlier copy was cached under: a new row always takes a fresh one.
CREATE FUNCTION "fresh_presentation_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."content_version" := nextval('presentation_content_versions');
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "presentations_fresh_content_version" BEFORE INSERT ON "presentations" FOR EACH ROW EXECUTE FUNCTION "fresh_presentation_content_version"();
