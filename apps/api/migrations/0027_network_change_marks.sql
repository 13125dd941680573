CREATE INDEX "network_changes_open_idx" ON "network_changes" USING btree ("service_id","id") WHERE status in ('PENDING', 'FAILED');--> statement-breakpoint
-- custom SQL below
-- The network page and the products list mark a service's change sent to the network (decision 0069): a change
-- recorded (PENDING) and a change settled (APPLIED or FAILED) each count one change of the company's network version,
-- in the change's own transaction, so that a page kept at the version before is never answered again without it.
CREATE FUNCTION network_change_shown() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO service_count_changes (company_id, shown, changes)
    SELECT company_id, 0, 1 FROM technical_services WHERE id = NEW.service_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER network_changes_recorded AFTER INSERT ON network_changes
  FOR EACH ROW EXECUTE FUNCTION network_change_shown();
--> statement-breakpoint
CREATE TRIGGER network_changes_settled AFTER UPDATE OF status ON network_changes
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION network_change_shown();
