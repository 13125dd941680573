ALTER TABLE "promo_codes" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "batch_id" text;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_customer_id_companies_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_codes_batch_idx" ON "promo_codes" USING btree ("batch_id");