CREATE TABLE "job_field_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"field" text NOT NULL,
	"value" jsonb,
	"client_id" text NOT NULL,
	"version" integer NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_field_history" ADD CONSTRAINT "job_field_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_field_history" ADD CONSTRAINT "job_field_history_job_id_job_applications_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_field_history_job_field_idx" ON "job_field_history" USING btree ("job_id","field","id");