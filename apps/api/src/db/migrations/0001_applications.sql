CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"company_name" text NOT NULL,
	"company_website" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"tax_id" text NOT NULL,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"bank_name" text NOT NULL,
	"bank_tax_id" text NOT NULL,
	"iban" text NOT NULL,
	"correspondent_account" text NOT NULL,
	"swift" text NOT NULL,
	"code" text NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"service_user" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"company_id" uuid,
	"account_type" text NOT NULL,
	"app_name" text NOT NULL,
	"app_url" text NOT NULL,
	"app_info" text NOT NULL,
	"category" text NOT NULL,
	"merchant_id" text NOT NULL,
	"secret_key_hash" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_merchantId_unique" UNIQUE("merchant_id")
);
--> statement-breakpoint
CREATE TABLE "app_configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app_id" uuid NOT NULL,
	"default_sms_template" text NOT NULL,
	"application_mail" text DEFAULT '' NOT NULL,
	"withdrawal_method" text NOT NULL,
	"logo" "bytea",
	"logo_type" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_configs_appId_unique" UNIQUE("app_id")
);
--> statement-breakpoint
CREATE TABLE "payment_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"app_id" uuid NOT NULL,
	"masked_pan" text NOT NULL,
	"brand" text NOT NULL,
	"expiry" text NOT NULL,
	"card_holder" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "individuals" (
	"app_id" uuid PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"fin" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"app_id" uuid PRIMARY KEY NOT NULL,
	"account_type" text NOT NULL,
	"status" text DEFAULT 'unsigned' NOT NULL,
	"step" text DEFAULT 'none' NOT NULL,
	"waiting" boolean DEFAULT false NOT NULL,
	"signer_phone" text,
	"signer_user_id" text,
	"transaction_id" text,
	"verification_code" text,
	"failure_reason" text,
	"language" text DEFAULT 'en' NOT NULL,
	"signed_pdf" "bytea",
	"signed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "esign_sandbox_requests" (
	"transaction_id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"user_id" text NOT NULL,
	"step" text NOT NULL,
	"verification_code" text NOT NULL,
	"decision" text DEFAULT 'pending' NOT NULL,
	"decide_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_configs" ADD CONSTRAINT "app_configs_app_id_applications_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_app_id_applications_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "individuals" ADD CONSTRAINT "individuals_app_id_applications_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_app_id_applications_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_account_id_index" ON "companies" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "bank_accounts_company_id_index" ON "bank_accounts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "applications_account_id_index" ON "applications" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "payment_cards_app_id_index" ON "payment_cards" USING btree ("app_id");