import { getInputProps, type FieldMetadata } from "@conform-to/react";

import { imageAccept } from "~/features/admin/images";
import { imageTexts } from "~/features/admin/texts/images";
import { cn } from "~/lib/cn";

import { useImageFitting } from "./image-field";

/** A picture of the media library the admin may choose. */
export interface MediaChoice {
  url: string;
  name: string;
}

const thumbClass = "size-16 shrink-0 rounded border border-slate-200 bg-slate-100 object-cover";

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
  const describedBy = url.errors?.length ? url.errorId : undefined;
  const fitting = useImageFitting();

  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={describedBy}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex items-center gap-3">
        {chosen ? (
          <img src={chosen} alt="" width={64} height={64} className={thumbClass} />
        ) : (
          <span className={cn(thumbClass, "inline-block")} aria-hidden />
        )}
        <p className="min-w-0 break-all text-xs text-slate-600">
          {chosen ? imageTexts.chosen(chosen) : imageTexts.noneChosen}
        </p>
      </div>
      <details className="group rounded-md border border-slate-200" open={Boolean(url.errors?.length)}>
        <summary className="cursor-pointer rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-orange">
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
      {url.errors && url.errors.length > 0 && (
        <p id={url.errorId} className="text-sm text-red-600">
          {url.errors.join(" ")}
        </p>
      )}
      <div className="space-y-1.5">
        <label htmlFor={upload.id} className="block text-sm text-slate-800">
          {imageTexts.orUpload}
        </label>
        <input
          {...getInputProps(upload, { type: "file" })}
          accept={imageAccept}
          onChange={(event) => void fitting.fit(event.currentTarget)}
          className="block w-full min-w-0 rounded-md text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-orange aria-invalid:text-red-700"
        />
        {upload.errors && upload.errors.length > 0 ? (
          <p id={upload.errorId} className="text-sm text-red-600">
            {upload.errors.join(" ")}
          </p>
        ) : (
          <p className="text-xs text-slate-600">{imageTexts.uploadHint}</p>
        )}
        {fitting.status}
      </div>
    </fieldset>
  );
}

function ImageChoice({
  name,
  id,
  value,
  checked,
  label,
}: {
  name: string;
  id: string;
  value: string;
  checked: boolean;
  label: string;
}) {
  return (
    <label
      htmlFor={id}
      className="flex min-w-0 cursor-pointer items-center gap-3 rounded-md p-1.5 text-sm text-slate-800 hover:bg-slate-50 has-checked:bg-slate-100 has-checked:ring-1 has-checked:ring-brand-steel"
    >
      <input
        type="radio"
        id={id}
        name={name}
        value={value}
        defaultChecked={checked}
        className="size-4 shrink-0 accent-brand-navy"
      />
      {value ? (
        <img
          src={value}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          className="size-12 shrink-0 rounded border border-slate-200 bg-slate-100 object-cover"
        />
      ) : (
        <span className="size-12 shrink-0 rounded border border-dashed border-slate-300" aria-hidden />
      )}
      <span className="min-w-0 break-all">{label}</span>
    </label>
  );
}
