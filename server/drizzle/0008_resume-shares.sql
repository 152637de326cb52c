CREATE TABLE "resume_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resume_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"template" text NOT NULL,
	"paper" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_opened_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "resume_shares" ADD CONSTRAINT "resume_shares_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_shares" ADD CONSTRAINT "resume_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resume_shares_token_idx" ON "resume_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "resume_shares_live_idx" ON "resume_shares" USING btree ("resume_id") WHERE "resume_shares"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "resume_shares_user_idx" ON "resume_shares" USING btree ("user_id");