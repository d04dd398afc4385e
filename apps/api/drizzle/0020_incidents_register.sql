CREATE TABLE "incident_actions" (
	"incident_id" text NOT NULL,
	"action_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incident_state_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"incident_id" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"establishment_id" text NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"place" text NOT NULL,
	"description" text NOT NULL,
	"immediate_measures" text,
	"severity" integer NOT NULL,
	"hospitalisation" boolean DEFAULT false NOT NULL,
	"outside_emergency_care" boolean DEFAULT false NOT NULL,
	"death" boolean DEFAULT false NOT NULL,
	"people" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"declared_by_id" text,
	"declared_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'DECLARED' NOT NULL,
	"analysis_causes" text,
	"analysis_factors" jsonb,
	"analysis_protections" text,
	"analysed_at" timestamp with time zone,
	"analysed_by_id" text,
	"declaration_sent_at" timestamp with time zone,
	"declaration_means" text,
	"declaration_recipient" text,
	"declaration_recorded_by_id" text,
	"complaint_acknowledged_on" date,
	"complaint_responded_on" date,
	"complaint_reply" text,
	"closed_at" timestamp with time zone,
	"anonymised_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "incident_actions" ADD CONSTRAINT "incident_actions_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_actions" ADD CONSTRAINT "incident_actions_action_id_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_state_changes" ADD CONSTRAINT "incident_state_changes_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_state_changes" ADD CONSTRAINT "incident_state_changes_by_id_user_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_declared_by_id_user_id_fk" FOREIGN KEY ("declared_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_analysed_by_id_user_id_fk" FOREIGN KEY ("analysed_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_declaration_recorded_by_id_user_id_fk" FOREIGN KEY ("declaration_recorded_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "incident_actions_action_idx" ON "incident_actions" USING btree ("action_id");--> statement-breakpoint
CREATE INDEX "incident_actions_incident_idx" ON "incident_actions" USING btree ("incident_id");--> statement-breakpoint
CREATE INDEX "incident_state_changes_incident_idx" ON "incident_state_changes" USING btree ("incident_id","created_at");--> statement-breakpoint
CREATE INDEX "incidents_client_idx" ON "incidents" USING btree ("client_id","occurred_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "incidents_establishment_idx" ON "incidents" USING btree ("establishment_id","occurred_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "incidents_declared_by_idx" ON "incidents" USING btree ("declared_by_id");--> statement-breakpoint
CREATE INDEX "incidents_to_anonymise_idx" ON "incidents" USING btree ("closed_at") WHERE "incidents"."anonymised_at" is null and "incidents"."closed_at" is not null;