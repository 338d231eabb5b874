import { getInputProps, type FieldMetadata } from "@conform-to/react";

import { imageAccept } from "~/features/admin/images";
import { imageTexts } from "~/features/admin/texts/images";
import { cn } from "~/lib/cn";

import { FileInput } from "../ui/file-input";
import { Field, FieldErrors, FieldGroup } from "./field";
import { useImageFitting } from "./image-field";
import { ImageChoice, type MediaChoice } from "./library-choices";

export type { MediaChoice };

const thumbClass = "size-16 shrink-0 rounded border border-border bg-muted object-cover";

/**
 * An image setting: the current picture, a choice among the newest media library files (radio
 * buttons with thumbnails, folded away until asked for) and a file input to upload a new one,
 * which wins over the choice. Plain controls, so it works without JavaScript.
 */
export function MediaImageField({
  label,
  url,
  upload,
  media,
}: {
  label: string;
  url: FieldMetadata<string | undefined>;
  upload: FieldMetadata<File | undefined>;
  media: MediaChoice[];
}) {
  // What the form started with (checked by default) and what is chosen now (shown).
  const current = typeof url.initialValue === "string" ? url.initialValue : "";
  const chosen = typeof url.value === "string" ? url.value : "";
  const choices: MediaChoice[] = [
    ...(current && !media.some((m) => m.url === current) ? [{ url: current, name: imageTexts.current }] : []),
    ...media,
  ];
  const fitting = useImageFitting();

  return (
    <FieldGroup meta={url} legend={label} className="space-y-3">
      <div className="flex items-center gap-3">
        {chosen ? (
          <img src={chosen} alt="" width={64} height={64} className={thumbClass} />
        ) : (
          <span className={cn(thumbClass, "inline-block")} aria-hidden />
        )}
        <p className="min-w-0 text-xs break-all text-muted-foreground">
          {chosen ? imageTexts.chosen(chosen) : imageTexts.noneChosen}
        </p>
      </div>
      <details className="group rounded-md border border-border" open={Boolean(url.errors?.length)}>
        <summary className="cursor-pointer rounded-md px-3 py-2 text-sm font-medium hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring">
          {imageTexts.fromLibrary}
        </summary>
        <div key={url.key} className="grid max-h-80 gap-1 overflow-y-auto p-2 sm:grid-cols-2">
          <ImageChoice
            name={url.name}
            id={`${url.id}-none`}
            value=""
            checked={current === ""}
            label={imageTexts.none}
          />
          {choices.map((choice, i) => (
            <ImageChoice
              key={choice.url}
              name={url.name}
              id={`${url.id}-${i}`}
              value={choice.url}
              checked={current === choice.url}
              label={choice.name}
            />
          ))}
        </div>
      </details>
      <FieldErrors meta={url} />
      <Field meta={upload} label={imageTexts.orUpload} hint={imageTexts.uploadHint} labelClassName="font-normal">
        {(options) => (
          <>
            <FileInput
              {...getInputProps(upload, { type: "file", ...options })}
              accept={imageAccept}
              onChange={(event) => void fitting.fit(event.currentTarget)}
            />
            {fitting.status}
          </>
        )}
      </Field>
    </FieldGroup>
  );
}
