CREATE TABLE "picture_reveals" (
	"match_id" uuid NOT NULL,
	"revealer_id" text NOT NULL,
	"viewer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "picture_reveals_match_id_revealer_id_pk" PRIMARY KEY("match_id","revealer_id")
);
--> statement-breakpoint
ALTER TABLE "profile_pictures" ADD COLUMN "blurred_path" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "pictures_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "picture_reveals" ADD CONSTRAINT "picture_reveals_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picture_reveals" ADD CONSTRAINT "picture_reveals_revealer_id_profiles_id_fk" FOREIGN KEY ("revealer_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picture_reveals" ADD CONSTRAINT "picture_reveals_viewer_id_profiles_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "picture_reveals_revealer_id_viewer_id_index" ON "picture_reveals" USING btree ("revealer_id","viewer_id");--> statement-breakpoint
ALTER TABLE "profile_pictures" ADD CONSTRAINT "profile_pictures_blurredPath_unique" UNIQUE("blurred_path");