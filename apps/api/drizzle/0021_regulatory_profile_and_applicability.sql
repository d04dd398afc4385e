ALTER TABLE "establishments" ADD COLUMN "structure_type" text;--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "authorisation_requested_on" date;--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "premises_project_on" date;--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "manager_type" text;--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "dense_zone" boolean;--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "practices" text[];--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "essms_sector" text;--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "residential" boolean;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "applicability" jsonb;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "applies_when" jsonb;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "document_required_for" text DEFAULT 'CONFORMING_ANSWER' NOT NULL;