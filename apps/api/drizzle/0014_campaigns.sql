CREATE TABLE "campaign_establishments" (
	"campaign_id" text NOT NULL,
	"establishment_id" text NOT NULL,
	CONSTRAINT "campaign_establishments_campaign_id_establishment_id_pk" PRIMARY KEY("campaign_id","establishment_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_forms" (
	"campaign_id" text NOT NULL,
	"form_id" text NOT NULL,
	CONSTRAINT "campaign_forms_campaign_id_form_id_pk" PRIMARY KEY("campaign_id","form_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_reminders" (
	"campaign_id" text NOT NULL,
	"establishment_id" text NOT NULL,
	"kind" text NOT NULL,
	"recipients" text[] NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_reminders_campaign_id_establishment_id_kind_pk" PRIMARY KEY("campaign_id","establishment_id","kind")
);
--> statement-breakpoint
CREATE TABLE "campaign_results" (
	"campaign_id" text NOT NULL,
	"establishment_id" text NOT NULL,
	"form_id" text NOT NULL,
	"status" text NOT NULL,
	"evaluation_id" text,
	"score" double precision,
	"conformity_rate" double precision,
	"completed_at" timestamp with time zone,
	CONSTRAINT "campaign_results_campaign_id_establishment_id_form_id_pk" PRIMARY KEY("campaign_id","establishment_id","form_id")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"name" text NOT NULL,
	"deadline" date NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" text,
	"closed_at" timestamp with time zone,
	"closed_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_establishments" ADD CONSTRAINT "campaign_establishments_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_establishments" ADD CONSTRAINT "campaign_establishments_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_forms" ADD CONSTRAINT "campaign_forms_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_forms" ADD CONSTRAINT "campaign_forms_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_reminders" ADD CONSTRAINT "campaign_reminders_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_reminders" ADD CONSTRAINT "campaign_reminders_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_results" ADD CONSTRAINT "campaign_results_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_results" ADD CONSTRAINT "campaign_results_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_results" ADD CONSTRAINT "campaign_results_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_results" ADD CONSTRAINT "campaign_results_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_id_user_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_closed_by_id_user_id_fk" FOREIGN KEY ("closed_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_establishments_establishment_idx" ON "campaign_establishments" USING btree ("establishment_id");--> statement-breakpoint
CREATE INDEX "campaigns_client_idx" ON "campaigns" USING btree ("client_id","status","deadline");--> statement-breakpoint
CREATE INDEX "campaigns_open_deadline_idx" ON "campaigns" USING btree ("deadline") WHERE "campaigns"."status" = 'OPEN';