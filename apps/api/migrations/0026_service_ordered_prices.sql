CREATE TABLE "service_ordered_prices" (
	"service_id" integer PRIMARY KEY NOT NULL,
	"monthly_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_ordered_prices" ADD CONSTRAINT "service_ordered_prices_service_id_technical_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."technical_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- custom SQL below
-- The price each service was ordered at was read from its billing set-up; it is the services' own fact now
-- (decision 0067), so the services ordered so far take it from there.
INSERT INTO service_ordered_prices (service_id, monthly_cents, currency)
  SELECT service_id, monthly_cents, currency FROM pending_billing_setups;
