CREATE TABLE "company_count_changes" (
	"account_type" text NOT NULL,
	"active" boolean NOT NULL,
	"shown" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "company_count_changes_key_idx" ON "company_count_changes" USING btree ("account_type","active");--> statement-breakpoint
-- The live companies' count per account type and active state, as changes to it (decision 0100): a statement's
-- inserted live rows, and an update's net change per key (a company marked deleted, activated, given another type).
-- Rows are only ever added here, so writers never wait on each other; the scheduled compaction folds them.
CREATE FUNCTION company_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_count_changes (account_type, active, shown)
    SELECT account_type, active, count(*) FROM inserted WHERE deleted_at IS NULL GROUP BY account_type, active;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION company_count_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_count_changes (account_type, active, shown)
    SELECT account_type, active, sum(shown) FROM (
      SELECT account_type, active, -1 AS shown FROM old_rows WHERE deleted_at IS NULL
      UNION ALL
      SELECT account_type, active, 1 FROM new_rows WHERE deleted_at IS NULL
    ) AS moved GROUP BY account_type, active HAVING sum(shown) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- a company's row is never deleted (migration 0040); a table emptied empties its count
CREATE FUNCTION company_count_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM company_count_changes;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_count_inserted AFTER INSERT ON companies
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION company_count_inserted();
--> statement-breakpoint
CREATE TRIGGER companies_count_updated AFTER UPDATE ON companies
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION company_count_updated();
--> statement-breakpoint
CREATE TRIGGER companies_count_emptied AFTER TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION company_count_emptied();
--> statement-breakpoint
INSERT INTO company_count_changes (account_type, active, shown)
  SELECT account_type, active, count(*) FROM companies WHERE deleted_at IS NULL GROUP BY account_type, active;
