CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid,
	"outcome" text NOT NULL,
	"error_code" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "application_ids" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "access_granted_by" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "access_granted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_account_id_at_index" ON "audit_events" USING btree ("account_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_account_id_actor_id_at_index" ON "audit_events" USING btree ("account_id","actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_account_id_target_id_index" ON "audit_events" USING btree ("account_id","target_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_access_granted_by_users_id_fk" FOREIGN KEY ("access_granted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;