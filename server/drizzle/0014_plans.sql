-- Issue 28 "Plan": the learner's plan settings, one synced document per user (doc_type "plan").
CREATE TABLE "plan_documents" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"fields" jsonb NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_documents" ADD CONSTRAINT "plan_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;