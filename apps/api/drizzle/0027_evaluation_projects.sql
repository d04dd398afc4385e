CREATE TABLE "evaluation_project_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"client_id" text NOT NULL,
	"establishment_id" text NOT NULL,
	"number" integer NOT NULL,
	"state" text NOT NULL,
	"content" jsonb NOT NULL,
	"pilot_member_id" text,
	"pilot_name" text,
	"updated_by_id" text,
	"validated_at" timestamp with time zone,
	"validated_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluation_projects" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"establishment_id" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "evaluation_project_versions" ADD CONSTRAINT "evaluation_project_versions_project_id_evaluation_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."evaluation_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_project_versions" ADD CONSTRAINT "evaluation_project_versions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_project_versions" ADD CONSTRAINT "evaluation_project_versions_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_project_versions" ADD CONSTRAINT "evaluation_project_versions_pilot_member_id_effective_members_id_fk" FOREIGN KEY ("pilot_member_id") REFERENCES "public"."effective_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_project_versions" ADD CONSTRAINT "evaluation_project_versions_updated_by_id_user_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_project_versions" ADD CONSTRAINT "evaluation_project_versions_validated_by_id_user_id_fk" FOREIGN KEY ("validated_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_projects" ADD CONSTRAINT "evaluation_projects_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_projects" ADD CONSTRAINT "evaluation_projects_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_project_versions_number" ON "evaluation_project_versions" USING btree ("project_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_project_versions_one_draft" ON "evaluation_project_versions" USING btree ("project_id") WHERE "evaluation_project_versions"."state" = 'DRAFT';--> statement-breakpoint
CREATE INDEX "evaluation_project_versions_establishment_idx" ON "evaluation_project_versions" USING btree ("establishment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_projects_establishment" ON "evaluation_projects" USING btree ("establishment_id");