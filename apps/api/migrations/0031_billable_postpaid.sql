ALTER TABLE "billables" ADD COLUMN "postpaid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "billables" ADD COLUMN "postpaid_base_rate_cents" bigint;