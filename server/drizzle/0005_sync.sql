CREATE TABLE "sync_applied_mutations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"seq" integer NOT NULL,
	"doc_type" text NOT NULL,
	"doc_id" text NOT NULL,
	"op" text NOT NULL,
	"result" jsonb NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sync_applied_mutations" ADD CONSTRAINT "sync_applied_mutations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sync_applied_mutations_user_doc_idx" ON "sync_applied_mutations" USING btree ("user_id","doc_type","doc_id");