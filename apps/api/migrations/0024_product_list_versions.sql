CREATE TABLE "shown_name_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- custom SQL below
-- What the public product list shows beyond a company's network page is versioned too (decision 0055): its answer is
-- kept against the company's network version and the versions of the names it shows from companies and locations.
INSERT INTO shown_name_versions (name) VALUES ('companies'), ('locations');
--> statement-breakpoint
CREATE FUNCTION shown_name_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE shown_name_versions SET version = version + 1 WHERE name = TG_ARGV[0];
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_shown_name_changed AFTER UPDATE OF uid, trading_name, legal_name ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION shown_name_changed('companies');
--> statement-breakpoint
CREATE TRIGGER locations_shown_name_changed AFTER UPDATE OF name, metro, country_code ON locations
  FOR EACH STATEMENT EXECUTE FUNCTION shown_name_changed('locations');
--> statement-breakpoint
-- An IX's MAC address (a resource of its interface) is on the list: a change adds a change for the companies of the
-- IX and of its Port.
CREATE FUNCTION service_mac_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  component integer;
BEGIN
  IF TG_OP = 'DELETE' THEN component := OLD.component_id; ELSE component := NEW.component_id; END IF;
  INSERT INTO service_count_changes (company_id, shown, changes)
    SELECT e.company_id, 0, 1
      FROM service_components sc
      JOIN technical_services s ON s.id = sc.service_id
      JOIN technical_services e ON e.id IN (s.id, s.a_end_service_id, s.b_end_service_id)
     WHERE sc.id = component
     GROUP BY e.company_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER component_resources_mac_inserted AFTER INSERT ON component_resources
  FOR EACH ROW WHEN (NEW.mac_address IS NOT NULL) EXECUTE FUNCTION service_mac_changed();
--> statement-breakpoint
CREATE TRIGGER component_resources_mac_updated AFTER UPDATE OF mac_address ON component_resources
  FOR EACH ROW WHEN (OLD.mac_address IS DISTINCT FROM NEW.mac_address) EXECUTE FUNCTION service_mac_changed();
--> statement-breakpoint
CREATE TRIGGER component_resources_mac_deleted AFTER DELETE ON component_resources
  FOR EACH ROW WHEN (OLD.mac_address IS NOT NULL) EXECUTE FUNCTION service_mac_changed();
--> statement-breakpoint
-- A Port, MCR or MVE renamed: the list shows its name at the ends of the connections on it, in the lists of the
-- connections' companies and of the companies at their other ends, which now count a change too.
CREATE OR REPLACE FUNCTION service_count_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO service_count_changes (company_id, shown, changes)
    SELECT company_id, sum(shown), 1 FROM (
      SELECT company_id, -(provisioning_status <> 'NEW')::int AS shown FROM before_rows
      UNION ALL
      SELECT company_id, (provisioning_status <> 'NEW')::int FROM after_rows
      UNION ALL
      SELECT s.company_id, 0
        FROM (SELECT product_type, a_end_service_id, b_end_service_id FROM before_rows
              UNION ALL
              SELECT product_type, a_end_service_id, b_end_service_id FROM after_rows) c
        JOIN technical_services s ON s.id IN (c.a_end_service_id, c.b_end_service_id)
       WHERE c.product_type IN ('VXC', 'IX')
      UNION ALL
      SELECT e.company_id, 0
        FROM after_rows h
        JOIN before_rows b ON b.id = h.id AND b.name IS DISTINCT FROM h.name
        JOIN technical_services c ON h.id IN (c.a_end_service_id, c.b_end_service_id)
        JOIN technical_services e ON e.id IN (c.id, c.a_end_service_id, c.b_end_service_id)
       WHERE h.product_type IN ('PORT', 'MCR2', 'MVE')
    ) touched GROUP BY company_id;
  RETURN NULL;
END $$;
