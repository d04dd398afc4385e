DROP INDEX "establishments_name_trgm_idx";--> statement-breakpoint
DROP INDEX "establishments_city_trgm_idx";--> statement-breakpoint
DROP INDEX "user_name_trgm_idx";--> statement-breakpoint
DROP INDEX "user_email_trgm_idx";--> statement-breakpoint
CREATE INDEX "establishments_name_trgm_idx" ON "establishments" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "establishments_city_trgm_idx" ON "establishments" USING gin ("city" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "user_name_trgm_idx" ON "user" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "user_email_trgm_idx" ON "user" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);