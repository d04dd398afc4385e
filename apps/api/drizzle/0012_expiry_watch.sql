CREATE TABLE "expiry_notices" (
	"id" text PRIMARY KEY NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" text NOT NULL,
	"expires_on" date NOT NULL,
	"threshold" integer NOT NULL,
	"recipients" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "replaced_by_id" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "lineage_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "expiry_notices_item_threshold" ON "expiry_notices" USING btree ("item_kind","item_id","expires_on","threshold");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_replaced_by_id_documents_id_fk" FOREIGN KEY ("replaced_by_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_lineage_idx" ON "documents" USING btree ("lineage_id");