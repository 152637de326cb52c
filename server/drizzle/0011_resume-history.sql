CREATE TABLE "resume_field_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"resume_id" uuid NOT NULL,
	"doc_type" text NOT NULL,
	"doc_id" uuid NOT NULL,
	"field" text NOT NULL,
	"value" jsonb,
	"client_id" text NOT NULL,
	"version" integer NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resume_field_history" ADD CONSTRAINT "resume_field_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_field_history" ADD CONSTRAINT "resume_field_history_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resume_field_history_doc_idx" ON "resume_field_history" USING btree ("doc_id","field","id");--> statement-breakpoint
CREATE INDEX "resume_field_history_resume_idx" ON "resume_field_history" USING btree ("resume_id","id");