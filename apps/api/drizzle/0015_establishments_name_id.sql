DROP INDEX "establishments_name_idx";--> statement-breakpoint
CREATE INDEX "establishments_name_idx" ON "establishments" USING btree ("name","id");