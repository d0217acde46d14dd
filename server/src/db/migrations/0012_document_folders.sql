CREATE TABLE "document_folder_projects" (
	"folder_id" uuid NOT NULL,
	"project_id" text NOT NULL,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_folder_projects_folder_id_project_id_pk" PRIMARY KEY("folder_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "document_folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_folder_projects" ADD CONSTRAINT "document_folder_projects_folder_id_document_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."document_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_folders" ADD CONSTRAINT "document_folders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_folder_projects_project_idx" ON "document_folder_projects" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_folders_name_unique" ON "document_folders" USING btree ("company_id","name");