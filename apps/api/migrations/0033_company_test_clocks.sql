CREATE TABLE "company_test_clocks" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"now" timestamp with time zone NOT NULL,
	"set_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_test_clocks" ADD CONSTRAINT "company_test_clocks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;