CREATE TABLE "pay_buttons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"button_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"app_id" uuid NOT NULL,
	"name" text NOT NULL,
	"amount_mode" text NOT NULL,
	"amount" bigint,
	"min_amount" bigint,
	"max_amount" bigint,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"language" text NOT NULL,
	"style" jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by_id" uuid,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pay_buttons_buttonId_unique" UNIQUE("button_id"),
	CONSTRAINT "pay_buttons_amounts_of_mode" CHECK (case "pay_buttons"."amount_mode" when 'fixed' then "pay_buttons"."amount" is not null and "pay_buttons"."min_amount" is null and "pay_buttons"."max_amount" is null else "pay_buttons"."amount" is null end)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "pay_button_id" uuid;--> statement-breakpoint
ALTER TABLE "pay_buttons" ADD CONSTRAINT "pay_buttons_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_buttons" ADD CONSTRAINT "pay_buttons_app_id_applications_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_buttons" ADD CONSTRAINT "pay_buttons_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_buttons_app_id_created_at_index" ON "pay_buttons" USING btree ("app_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_pay_button_id_pay_buttons_id_fk" FOREIGN KEY ("pay_button_id") REFERENCES "public"."pay_buttons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_pay_button_id_index" ON "invoices" USING btree ("pay_button_id");