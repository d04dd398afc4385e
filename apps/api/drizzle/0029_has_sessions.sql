CREATE TABLE "has_session_answers" (
	"session_id" text NOT NULL,
	"question_key" text NOT NULL,
	"value" jsonb,
	"not_applicable" boolean DEFAULT false NOT NULL,
	"answered_by_id" text,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "has_session_answers_session_id_question_key_pk" PRIMARY KEY("session_id","question_key")
);
--> statement-breakpoint
CREATE TABLE "has_session_plans" (
	"evaluation_id" text PRIMARY KEY NOT NULL,
	"planned_accompagnes_traceurs" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "has_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"evaluation_id" text NOT NULL,
	"method" text NOT NULL,
	"number" integer NOT NULL,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "has_session_answers" ADD CONSTRAINT "has_session_answers_session_id_has_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."has_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "has_session_answers" ADD CONSTRAINT "has_session_answers_answered_by_id_user_id_fk" FOREIGN KEY ("answered_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "has_session_plans" ADD CONSTRAINT "has_session_plans_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "has_sessions" ADD CONSTRAINT "has_sessions_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "has_sessions" ADD CONSTRAINT "has_sessions_created_by_id_user_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "has_sessions_evaluation_method_number" ON "has_sessions" USING btree ("evaluation_id","method","number");