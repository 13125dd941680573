-- Throttle counters are short-lived; the old per-username rows do not fit the per-address key and are dropped.
DELETE FROM "login_throttle";--> statement-breakpoint
ALTER TABLE "login_throttle" DROP CONSTRAINT "login_throttle_pkey";--> statement-breakpoint
ALTER TABLE "login_throttle" ADD COLUMN "source" text DEFAULT '*' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_throttle" ADD COLUMN "last_failure_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "login_throttle" ADD COLUMN "last_success_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "login_throttle" ADD CONSTRAINT "login_throttle_username_source_pk" PRIMARY KEY("username","source");--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
CREATE INDEX "login_throttle_last_failure_idx" ON "login_throttle" USING btree ("last_failure_at");
