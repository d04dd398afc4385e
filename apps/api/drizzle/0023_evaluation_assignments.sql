CREATE TABLE "evaluation_assignments" (
	"id" text PRIMARY KEY NOT NULL,
	"evaluation_id" text NOT NULL,
	"question_key" text NOT NULL,
	"assignee_id" text NOT NULL,
	"status" text DEFAULT 'ASSIGNED' NOT NULL,
	"note" text,
	"assigned_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "evaluation_assignments" ADD CONSTRAINT "evaluation_assignments_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_assignments" ADD CONSTRAINT "evaluation_assignments_assignee_id_user_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_assignments" ADD CONSTRAINT "evaluation_assignments_assigned_by_id_user_id_fk" FOREIGN KEY ("assigned_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_assignments_evaluation_key" ON "evaluation_assignments" USING btree ("evaluation_id","question_key");--> statement-breakpoint
CREATE INDEX "evaluation_assignments_assignee_idx" ON "evaluation_assignments" USING btree ("assignee_id","status");