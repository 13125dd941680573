ALTER TABLE "mail_deliveries" ADD COLUMN "attempt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_deliveries" ADD COLUMN "last_error" text;