CREATE TABLE "rate_limit_hits" (
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_key_at_index" ON "rate_limit_hits" USING btree ("key","at");