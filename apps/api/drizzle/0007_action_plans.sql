CREATE TABLE "action_comments" (
	"id" text PRIMARY KEY NOT NULL,
	"action_id" text NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "action_dismissals" (
	"evaluation_id" text NOT NULL,
	"question_key" text NOT NULL,
	"reason" text,
	"dismissed_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "action_dismissals_evaluation_id_question_key_pk" PRIMARY KEY("evaluation_id","question_key")
);
--> statement-breakpoint
CREATE TABLE "action_evidence" (
	"action_id" text NOT NULL,
	"document_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "action_evidence_action_id_document_id_pk" PRIMARY KEY("action_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "actions" (
	"id" text PRIMARY KEY NOT NULL,
	"establishment_id" text NOT NULL,
	"form_id" text,
	"question_key" text,
	"evaluation_id" text,
	"title" text NOT NULL,
	"description" text,
	"responsible_id" text,
	"due_date" date,
	"priority" text DEFAULT 'MEDIUM' NOT NULL,
	"status" text DEFAULT 'TODO' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "action_comments" ADD CONSTRAINT "action_comments_action_id_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_comments" ADD CONSTRAINT "action_comments_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_dismissals" ADD CONSTRAINT "action_dismissals_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_dismissals" ADD CONSTRAINT "action_dismissals_dismissed_by_id_user_id_fk" FOREIGN KEY ("dismissed_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_evidence" ADD CONSTRAINT "action_evidence_action_id_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_evidence" ADD CONSTRAINT "action_evidence_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_responsible_id_effective_members_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."effective_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_created_by_id_user_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "action_comments_action_idx" ON "action_comments" USING btree ("action_id","created_at");--> statement-breakpoint
CREATE INDEX "action_evidence_document_idx" ON "action_evidence" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "actions_establishment_status_idx" ON "actions" USING btree ("establishment_id","status");--> statement-breakpoint
CREATE INDEX "actions_establishment_form_idx" ON "actions" USING btree ("establishment_id","form_id","question_key");--> statement-breakpoint
CREATE INDEX "actions_responsible_idx" ON "actions" USING btree ("responsible_id");--> statement-breakpoint
CREATE UNIQUE INDEX "actions_evaluation_question" ON "actions" USING btree ("evaluation_id","question_key") WHERE "actions"."evaluation_id" is not null and "actions"."question_key" is not null;