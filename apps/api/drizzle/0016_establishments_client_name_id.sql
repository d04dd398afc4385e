DROP INDEX "establishments_client_idx";--> statement-breakpoint
CREATE INDEX "establishments_client_idx" ON "establishments" USING btree ("client_id","name","id");