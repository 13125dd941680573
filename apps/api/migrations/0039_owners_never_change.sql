-- The route-level tenant check keeps the owner of each row it has looked up (decision 0097): a row's owning company
-- is fixed when the row is made, and the database holds it so. Changing the owner of a service, an order, a service
-- key, an API key, a webhook endpoint or a speed change request is refused; a row that must belong to another
-- company is a new row.
CREATE FUNCTION owner_never_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the owner of a row of % never changes (% of row %)', TG_TABLE_NAME, TG_ARGV[0], OLD.id
    USING ERRCODE = 'integrity_constraint_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER technical_services_owner_fixed BEFORE UPDATE OF company_id ON technical_services FOR EACH ROW
  WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id) EXECUTE FUNCTION owner_never_changes('company_id');
--> statement-breakpoint
CREATE TRIGGER orders_owner_fixed BEFORE UPDATE OF company_id ON orders FOR EACH ROW
  WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id) EXECUTE FUNCTION owner_never_changes('company_id');
--> statement-breakpoint
CREATE TRIGGER service_keys_owner_fixed BEFORE UPDATE OF company_id ON service_keys FOR EACH ROW
  WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id) EXECUTE FUNCTION owner_never_changes('company_id');
--> statement-breakpoint
CREATE TRIGGER api_keys_owner_fixed BEFORE UPDATE OF company_id ON api_keys FOR EACH ROW
  WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id) EXECUTE FUNCTION owner_never_changes('company_id');
--> statement-breakpoint
CREATE TRIGGER webhook_endpoints_owner_fixed BEFORE UPDATE OF company_id ON webhook_endpoints FOR EACH ROW
  WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id) EXECUTE FUNCTION owner_never_changes('company_id');
--> statement-breakpoint
CREATE TRIGGER speed_change_requests_asker_fixed BEFORE UPDATE OF requested_by_company_id ON speed_change_requests
  FOR EACH ROW WHEN (OLD.requested_by_company_id IS DISTINCT FROM NEW.requested_by_company_id)
  EXECUTE FUNCTION owner_never_changes('requested_by_company_id');
--> statement-breakpoint
CREATE TRIGGER speed_change_requests_approver_fixed BEFORE UPDATE OF approver_company_id ON speed_change_requests
  FOR EACH ROW WHEN (OLD.approver_company_id IS DISTINCT FROM NEW.approver_company_id)
  EXECUTE FUNCTION owner_never_changes('approver_company_id');
