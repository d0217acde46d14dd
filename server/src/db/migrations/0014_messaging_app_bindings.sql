CREATE TABLE "messaging_app_bindings" (
	"corp_id" text NOT NULL,
	"app_user_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messaging_app_bindings_corp_id_app_user_id_pk" PRIMARY KEY("corp_id","app_user_id")
);
--> statement-breakpoint
ALTER TABLE "messaging_app_bindings" ADD CONSTRAINT "messaging_app_bindings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messaging_app_bindings_user_unique" ON "messaging_app_bindings" USING btree ("corp_id","user_id");