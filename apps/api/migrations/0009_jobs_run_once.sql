CREATE TABLE "mail_deliveries" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"message_id" text
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_system" text;