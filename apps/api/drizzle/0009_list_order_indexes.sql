DROP INDEX "effective_members_client_idx";--> statement-breakpoint
DROP INDEX "user_client_idx";--> statement-breakpoint
CREATE INDEX "clients_name_idx" ON "clients" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "effective_members_name_idx" ON "effective_members" USING btree ("last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "establishments_city_idx" ON "establishments" USING btree ("city","name","id");--> statement-breakpoint
CREATE INDEX "establishments_created_at_idx" ON "establishments" USING btree ("created_at","name","id");--> statement-breakpoint
CREATE INDEX "establishments_client_city_idx" ON "establishments" USING btree ("client_id","city","name","id");--> statement-breakpoint
CREATE INDEX "establishments_client_created_at_idx" ON "establishments" USING btree ("client_id","created_at","name","id");--> statement-breakpoint
CREATE INDEX "legal_entities_name_idx" ON "legal_entities" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "legal_entities_client_name_idx" ON "legal_entities" USING btree ("client_id","name","id");--> statement-breakpoint
CREATE INDEX "user_name_idx" ON "user" USING btree ("last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "actions_establishment_order_idx" ON "actions" USING btree ("establishment_id",(case when "status" in ('TODO', 'IN_PROGRESS') then 0 else 1 end),"due_date",(case "priority" when 'CRITICAL' then 0 when 'HIGH' then 1 when 'MEDIUM' then 2 else 3 end),"created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "effective_members_client_idx" ON "effective_members" USING btree ("client_id","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "user_client_idx" ON "user" USING btree ("client_id","last_name","first_name","id");