CREATE TABLE "answer_evidence" (
	"answer_id" text NOT NULL,
	"document_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_evidence_answer_id_document_id_pk" PRIMARY KEY("answer_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "answers" (
	"id" text PRIMARY KEY NOT NULL,
	"evaluation_id" text NOT NULL,
	"question_key" text NOT NULL,
	"value" jsonb,
	"not_applicable" boolean DEFAULT false NOT NULL,
	"justification" text,
	"comment" text,
	"answered_by_id" text,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "result" jsonb;--> statement-breakpoint
ALTER TABLE "answer_evidence" ADD CONSTRAINT "answer_evidence_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_evidence" ADD CONSTRAINT "answer_evidence_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_answered_by_id_user_id_fk" FOREIGN KEY ("answered_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_evidence_document_idx" ON "answer_evidence" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "answers_evaluation_question_key" ON "answers" USING btree ("evaluation_id","question_key");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluations_one_in_progress" ON "evaluations" USING btree ("establishment_id","form_id") WHERE "evaluations"."status" = 'IN_PROGRESS';