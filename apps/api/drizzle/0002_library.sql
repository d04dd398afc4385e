ALTER TABLE "categories" ADD COLUMN "external_key" text;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "external_key" text;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "source_form_id" text;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "source_version" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_owner_external_key" ON "categories" USING btree (coalesce("client_id", ''),"external_key");--> statement-breakpoint
CREATE INDEX "forms_source_idx" ON "forms" USING btree ("source_form_id");--> statement-breakpoint
CREATE UNIQUE INDEX "forms_owner_external_key" ON "forms" USING btree (coalesce("client_id", ''),"external_key");