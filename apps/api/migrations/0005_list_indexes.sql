DROP INDEX "companies_legal_name_idx";--> statement-breakpoint
DROP INDEX "companies_search_idx";--> statement-breakpoint
DROP INDEX "persons_company_idx";--> statement-breakpoint
CREATE INDEX "audit_actor_idx" ON "audit_log" USING btree ("actor_person_id","at");--> statement-breakpoint
CREATE INDEX "companies_list_idx" ON "companies" USING btree ("legal_name","id") WHERE "companies"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "companies_type_list_idx" ON "companies" USING btree ("account_type","legal_name","id") WHERE "companies"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "companies_active_list_idx" ON "companies" USING btree ("active","legal_name","id") WHERE "companies"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "companies_legal_name_trgm_idx" ON "companies" USING gin ("legal_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_trading_name_trgm_idx" ON "companies" USING gin ("trading_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_email_trgm_idx" ON "companies" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "person_emails_email_trgm_idx" ON "person_emails" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "persons_list_idx" ON "persons" USING btree (lower("last_name"),lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "persons_company_list_idx" ON "persons" USING btree ("company_id",lower("last_name"),lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "persons_username_trgm_idx" ON "persons" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "persons_full_name_trgm_idx" ON "persons" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);