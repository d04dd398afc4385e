CREATE TABLE "library_releases" (
	"version" text PRIMARY KEY NOT NULL,
	"released_on" text NOT NULL,
	"summary" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_versions" ADD COLUMN "library_version" text;