import { settingsPatchToRows } from "~/lib/settings";

import type { Bucket } from "../port";
import { mediaTextInputSchema } from "../schemas";
import type { DemoContent } from "./demo-schema";
import { createdAt, insert, json, text } from "./sql-values";

// The demo's pictures in supabase/seed.sql: where they are served, the settings that show them
// and the media library's rows.

/** Where `supabase start` serves Storage's public files (supabase/config.toml [api] port). */
export const localStorageUrl = "http://127.0.0.1:54321/storage/v1/object/public";

/** The key a demo image is stored under in its bucket (the operator uploads it there). */
export const demoImageKey = (fileName: string) => `demo-${fileName}`;

/** A demo image's public URL on the local Supabase stack. */
export const demoImageUrl = (bucket: Bucket, fileName: string) =>
  `${localStorageUrl}/${bucket}/${demoImageKey(fileName)}`;

/** Every demo image a seeded row points at, with its bucket: what the operator uploads. */
export interface DemoImageUse {
  bucket: Bucket;
  fileName: string;
}

export /** Settings' pictures are media library files, as the d1 seed puts them there; then media.json's texts. */
function settingsAndMediaSql(
  content: DemoContent,
  image: (bucket: Bucket, fileName: string) => string,
  imageSize: (fileName: string) => number,
): string {
  const media: Array<{ fileName: string; altText: Record<string, string>; caption: Record<string, string> }> = [];
  const mediaUrl = (fileName: string) => {
    if (!media.some((m) => m.fileName === fileName))
      media.push({ fileName, altText: { en: fileName }, caption: { en: "" } });
    return image("media-library", fileName);
  };
  const { general, about_summary_image, client_logos, ...settings } = content.settings;
  const patch = {
    ...settings,
    general: { siteName: general.siteName, description: general.description, logoUrl: mediaUrl(general.logo) },
    about_summary_image_url: mediaUrl(about_summary_image),
    client_logos: client_logos.map((logo) => ({
      name: logo.name,
      altText: logo.altText,
      imageUrl: mediaUrl(logo.image),
    })),
  };
  const { rows, errors } = settingsPatchToRows(patch);
  if (Object.keys(errors).length > 0)
    throw new Error(`demo-content/settings.json is refused by the settings rules: ${JSON.stringify(errors)}`);

  const present = (texts: Record<string, string>) =>
    Object.fromEntries(Object.entries(texts).filter(([, v]) => v !== ""));
  for (const file of content.media) {
    mediaUrl(file.image);
    const parsed = mediaTextInputSchema.parse({ altText: file.altText, caption: {} });
    const entry = media.find((m) => m.fileName === file.image)!;
    entry.altText = present(parsed.altText);
    entry.caption = present(parsed.caption);
  }

  return (
    insert(
      "public.site_settings",
      ["key", "value"],
      rows.map((r) => [text(r.key), json(r.value)]),
    ) +
    insert(
      "public.media_library",
      ["id", "file_name", "file_path", "file_type", "size_kb", "alt_text", "caption", "created_at"],
      media.map((m, i) => [
        text(`media-${m.fileName.replace(/\.[^.]*$/, "")}`),
        text(m.fileName),
        text(demoImageKey(m.fileName)),
        text("image/webp"),
        String(Math.round(imageSize(m.fileName) / 1024)),
        json(m.altText),
        json(m.caption),
        createdAt(i),
      ]),
    )
  );
}
