-- The tenant check keeps each company id it has found (decision 0097): a company's row is never deleted. A company
-- that goes is marked so (deleted_at), which keeps its invoices, services and audit history whole; the database
-- refuses to delete its row.
CREATE FUNCTION company_never_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a company is never deleted (company %): mark it deleted instead', OLD.id
    USING ERRCODE = 'integrity_constraint_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_never_deleted BEFORE DELETE ON companies FOR EACH ROW EXECUTE FUNCTION company_never_deleted();
