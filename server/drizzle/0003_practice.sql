CREATE TABLE "practice_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"problem_id" text NOT NULL,
	"language" text NOT NULL,
	"mode" text NOT NULL,
	"code" text NOT NULL,
	"status" text NOT NULL,
	"passed" integer NOT NULL,
	"total" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practice_attempts" ADD CONSTRAINT "practice_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_attempts_user_problem_idx" ON "practice_attempts" USING btree ("user_id","problem_id","created_at");