CREATE TABLE "obligation_occurrences" (
	"id" text PRIMARY KEY NOT NULL,
	"obligation_id" text NOT NULL,
	"establishment_id" text NOT NULL,
	"due_date" date NOT NULL,
	"responsible_id" text,
	"closed_on" date,
	"closed_at" timestamp with time zone,
	"closed_by_id" text,
	"proof_document_id" text,
	"explanation" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "obligation_reminders" (
	"occurrence_id" text NOT NULL,
	"kind" text NOT NULL,
	"recipients" text[] NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "obligation_reminders_occurrence_id_kind_pk" PRIMARY KEY("occurrence_id","kind")
);
--> statement-breakpoint
CREATE TABLE "obligations" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"establishment_id" text NOT NULL,
	"library_key" text,
	"title" text NOT NULL,
	"description" text,
	"reference" text NOT NULL,
	"period_months" integer NOT NULL,
	"notice_days" integer NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "obligation_occurrences" ADD CONSTRAINT "obligation_occurrences_obligation_id_obligations_id_fk" FOREIGN KEY ("obligation_id") REFERENCES "public"."obligations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obligation_occurrences" ADD CONSTRAINT "obligation_occurrences_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obligation_occurrences" ADD CONSTRAINT "obligation_occurrences_responsible_id_effective_members_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."effective_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obligation_occurrences" ADD CONSTRAINT "obligation_occurrences_closed_by_id_user_id_fk" FOREIGN KEY ("closed_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obligation_occurrences" ADD CONSTRAINT "obligation_occurrences_proof_document_id_documents_id_fk" FOREIGN KEY ("proof_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obligation_reminders" ADD CONSTRAINT "obligation_reminders_occurrence_id_obligation_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."obligation_occurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obligations" ADD CONSTRAINT "obligations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obligations" ADD CONSTRAINT "obligations_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obligations" ADD CONSTRAINT "obligations_created_by_id_user_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "obligation_occurrences_obligation_idx" ON "obligation_occurrences" USING btree ("obligation_id","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "obligation_occurrences_one_open" ON "obligation_occurrences" USING btree ("obligation_id") WHERE "obligation_occurrences"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "obligation_occurrences_open_due_idx" ON "obligation_occurrences" USING btree ("establishment_id","due_date") WHERE "obligation_occurrences"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "obligations_establishment_idx" ON "obligations" USING btree ("establishment_id","title");--> statement-breakpoint
CREATE UNIQUE INDEX "obligations_library_once" ON "obligations" USING btree ("establishment_id","library_key","subject") WHERE "obligations"."library_key" is not null;