CREATE TABLE "application_tallies" (
	"service_type" text NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "application_tallies_service_type_status_pk" PRIMARY KEY("service_type","status")
);
--> statement-breakpoint
-- Both tallies are kept by this trigger only (docs/decisions/071 and 086). When a row moves
-- from one tally to another, the lower key is changed first, in every transaction, so two moves
-- in opposite directions wait for each other instead of deadlocking.
CREATE OR REPLACE FUNCTION "applications_tally"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	counted_old boolean := TG_OP IN ('UPDATE', 'DELETE');
	counted_new boolean := TG_OP IN ('INSERT', 'UPDATE');
	due_old boolean := counted_old AND OLD."status" IN ('pending', 'in_progress') AND OLD."due_on" IS NOT NULL;
	due_new boolean := counted_new AND NEW."status" IN ('pending', 'in_progress') AND NEW."due_on" IS NOT NULL;
BEGIN
	IF TG_OP = 'UPDATE' AND OLD."status" = NEW."status" AND OLD."service_type" = NEW."service_type" THEN
		counted_old := false;
		counted_new := false;
	END IF;
	IF TG_OP = 'UPDATE' AND due_old AND due_new AND OLD."status" = NEW."status"
		AND OLD."service_type" = NEW."service_type" AND OLD."due_on" = NEW."due_on" THEN
		due_old := false;
		due_new := false;
	END IF;
	-- application_tallies: entering before leaving when the new key is the lower one.
	IF counted_new AND (NOT counted_old OR (NEW."service_type", NEW."status") < (OLD."service_type", OLD."status")) THEN
		INSERT INTO "application_tallies" ("service_type", "status", "n")
		VALUES (NEW."service_type", NEW."status", 1)
		ON CONFLICT ("service_type", "status") DO UPDATE SET "n" = "application_tallies"."n" + 1;
		counted_new := false;
	END IF;
	IF counted_old THEN
		UPDATE "application_tallies" SET "n" = "n" - 1
		WHERE "service_type" = OLD."service_type" AND "status" = OLD."status";
		DELETE FROM "application_tallies"
		WHERE "service_type" = OLD."service_type" AND "status" = OLD."status" AND "n" <= 0;
	END IF;
	IF counted_new THEN
		INSERT INTO "application_tallies" ("service_type", "status", "n")
		VALUES (NEW."service_type", NEW."status", 1)
		ON CONFLICT ("service_type", "status") DO UPDATE SET "n" = "application_tallies"."n" + 1;
	END IF;
	-- running_due_tallies, in the same key order.
	IF due_new AND (NOT due_old OR (NEW."due_on", NEW."service_type", NEW."status") < (OLD."due_on", OLD."service_type", OLD."status")) THEN
		INSERT INTO "running_due_tallies" ("due_on", "service_type", "status", "n")
		VALUES (NEW."due_on", NEW."service_type", NEW."status", 1)
		ON CONFLICT ("due_on", "service_type", "status")
		DO UPDATE SET "n" = "running_due_tallies"."n" + 1;
		due_new := false;
	END IF;
	IF due_old THEN
		UPDATE "running_due_tallies" SET "n" = "n" - 1
		WHERE "due_on" = OLD."due_on" AND "service_type" = OLD."service_type" AND "status" = OLD."status";
		DELETE FROM "running_due_tallies"
		WHERE "due_on" = OLD."due_on" AND "service_type" = OLD."service_type" AND "status" = OLD."status" AND "n" <= 0;
	END IF;
	IF due_new THEN
		INSERT INTO "running_due_tallies" ("due_on", "service_type", "status", "n")
		VALUES (NEW."due_on", NEW."service_type", NEW."status", 1)
		ON CONFLICT ("due_on", "service_type", "status")
		DO UPDATE SET "n" = "running_due_tallies"."n" + 1;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
INSERT INTO "application_tallies" ("service_type", "status", "n")
SELECT "service_type", "status", count(*) FROM "applications"
GROUP BY "service_type", "status";
