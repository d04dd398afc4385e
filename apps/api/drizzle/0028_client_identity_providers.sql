CREATE TABLE "client_identity_providers" (
	"client_id" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"issuer" text NOT NULL,
	"oidc_client_id" text NOT NULL,
	"sealed_client_secret" text NOT NULL,
	"domains" text[] NOT NULL,
	"email_code_fallback" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_identity_providers" ADD CONSTRAINT "client_identity_providers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;