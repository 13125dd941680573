ALTER TABLE "service_count_changes" ADD COLUMN "changes" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Each company's changes now also version its network page (decision 0048): every insert, delete or update of
-- `technical_services` adds, per company whose page it touches, one row counting one change (`changes`) beside what it
-- did to the listed count (`shown`, possibly 0). A statement touches each row's own company and, for a connection
-- (VXC, IX), the companies of the services at its ends, whose loads it changes. The page's answers are kept per
-- version: a committed change to anything the page shows always adds to its company's sum.
DROP TRIGGER technical_services_count_inserted ON technical_services;
--> statement-breakpoint
DROP TRIGGER technical_services_count_deleted ON technical_services;
--> statement-breakpoint
DROP FUNCTION service_count_inserted();
--> statement-breakpoint
DROP FUNCTION service_count_deleted();
--> statement-breakpoint
-- A statement's inserted (argument 1) or deleted (argument -1) rows, as the transition table `changed`.
CREATE FUNCTION service_count_added_or_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO service_count_changes (company_id, shown, changes)
    SELECT company_id, sum(shown), 1 FROM (
      SELECT company_id, TG_ARGV[0]::int * (provisioning_status <> 'NEW')::int AS shown FROM changed
      UNION ALL
      SELECT s.company_id, 0 FROM changed c
        JOIN technical_services s ON s.id IN (c.a_end_service_id, c.b_end_service_id)
       WHERE c.product_type IN ('VXC', 'IX')
    ) touched GROUP BY company_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER technical_services_count_inserted AFTER INSERT ON technical_services
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION service_count_added_or_removed('1');
--> statement-breakpoint
CREATE TRIGGER technical_services_count_deleted AFTER DELETE ON technical_services
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION service_count_added_or_removed('-1');
--> statement-breakpoint
DROP TRIGGER technical_services_count_updated ON technical_services;
--> statement-breakpoint
DROP FUNCTION service_count_updated();
--> statement-breakpoint
-- Every update now, a statement's rows at once (a column list cannot go with transition tables): a rename or a
-- speed change is shown on the page as much as a move in or out of NEW.
CREATE FUNCTION service_count_updated() RETURNS trigger LANGUAGE plpgsql AS $$
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
    ) touched GROUP BY company_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER technical_services_count_updated AFTER UPDATE ON technical_services
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT
  EXECUTE FUNCTION service_count_updated();
