CREATE TABLE "service_count_changes" (
	"company_id" integer NOT NULL,
	"shown" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "service_count_changes_company_idx" ON "service_count_changes" USING btree ("company_id");--> statement-breakpoint
-- Each company's count of listed services (every one but NEW) as changes to it (decision 0048): a statement's
-- inserted or deleted rows summed per company, and a row per update that moves a service in or out of the lists.
CREATE FUNCTION service_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO service_count_changes (company_id, shown)
    SELECT company_id, count(*) FROM inserted WHERE provisioning_status <> 'NEW' GROUP BY company_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION service_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO service_count_changes (company_id, shown)
    SELECT company_id, -count(*) FROM deleted WHERE provisioning_status <> 'NEW' GROUP BY company_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION service_count_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.provisioning_status <> 'NEW' THEN
    INSERT INTO service_count_changes (company_id, shown) VALUES (OLD.company_id, -1);
  END IF;
  IF NEW.provisioning_status <> 'NEW' THEN
    INSERT INTO service_count_changes (company_id, shown) VALUES (NEW.company_id, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER technical_services_count_inserted AFTER INSERT ON technical_services
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION service_count_inserted();
--> statement-breakpoint
CREATE TRIGGER technical_services_count_deleted AFTER DELETE ON technical_services
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION service_count_deleted();
--> statement-breakpoint
-- only an update that moves a service between companies, or in or out of NEW, calls the function
CREATE TRIGGER technical_services_count_updated AFTER UPDATE OF company_id, provisioning_status ON technical_services
  FOR EACH ROW
  WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id
        OR (OLD.provisioning_status <> 'NEW') IS DISTINCT FROM (NEW.provisioning_status <> 'NEW'))
  EXECUTE FUNCTION service_count_updated();
--> statement-breakpoint
INSERT INTO service_count_changes (company_id, shown)
  SELECT company_id, count(*) FROM technical_services WHERE provisioning_status <> 'NEW' GROUP BY company_id;
