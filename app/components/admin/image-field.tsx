import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";

import { fitChosenImage, imageAccept, pickedImageField } from "~/features/admin/images";
import { imageTexts } from "~/features/admin/texts/images";
import { cn } from "~/lib/cn";

import { FileInput } from "../ui/file-input";
import { Field } from "./field";
import { LibraryChoices, type MediaChoice } from "./library-choices";

/**
 * What a file input's image field says while a chosen picture past the pixel limit is made
 * smaller in the browser, and after (`fitChosenImage`): `fit` is called with the input on each
 * change and resolves to the file now chosen (null when none).
 */
export function useImageFitting() {
  const [message, setMessage] = useState("");
  // The latest change: a picture still being made smaller when another is chosen says nothing.
  const latest = useRef(0);
  async function fit(input: HTMLInputElement): Promise<File | null> {
    const change = ++latest.current;
    setMessage("");
    // A submit while the picture is made smaller waits for it, then goes with the smaller one.
    const form = input.form;
    const held: { resubmit?: () => void } = {};
    const hold = (event: Event) => {
      const submitter = (event as SubmitEvent).submitter;
      // Conform checks a field by submitting the form with a button of its own (named
      // "__intent__", @conform-to/dom's INTENT): that is no save, and goes on.
      if (submitter instanceof HTMLButtonElement && submitter.name === "__intent__") return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held.resubmit = () => form?.requestSubmit(submitter?.isConnected ? submitter : null);
    };
    const fitted = await fitChosenImage(input, () => {
      setMessage(imageTexts.shrinking);
      form?.addEventListener("submit", hold);
    }).finally(() => form?.removeEventListener("submit", hold));
    if (change === latest.current)
      setMessage(fitted?.size ? imageTexts.shrunk(fitted.size.width, fitted.size.height) : "");
    held.resubmit?.();
    // Whatever the input holds now: the smaller picture, or a file chosen since.
    return input.files?.[0] ?? null;
  }
  // Always in the page, so a screen reader hears each change.
  const status = (
    <p aria-live="polite" className="text-xs text-muted-foreground">
      {message}
    </p>
  );
  return { fit, status };
}

/**
 * An entity's image (a project's, a machine's): the current picture, the file input (with a
 * preview of the chosen file when JavaScript runs) and, when there is a picture to remove,
 * 'Görseli kaldır'. A plain file input underneath, so it submits without JavaScript too.
 */
export function ImageField<Schema>({
  meta,
  currentUrl,
  removeName,
  library = [],
}: {
  meta: FieldMetadata<Schema>;
  currentUrl: string | null;
  /** Name of the remove checkbox; shown only when given and there is a current image. */
  removeName?: string;
  /** The newest media-library files to pick from (posted as `pickedImage`; a chosen file wins). */
  library?: MediaChoice[];
}) {
  const [preview, setPreview] = useState<string | null>(null);
  const fitting = useImageFitting();
  // The object URL lives as long as it is shown: revoked when replaced and on unmount.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);
  const acceptedTypes = imageAccept.split(",");
  const removable = Boolean(removeName && currentUrl);

  return (
    <div className="group space-y-3">
      <Field meta={meta} label={imageTexts.label} hint={imageTexts.hint}>
        {(options) => (
          <>
            {(currentUrl || preview) && (
              <div className="flex flex-wrap gap-3">
                {currentUrl && (
                  <Picture
                    src={currentUrl}
                    alt={imageTexts.current}
                    caption={imageTexts.current}
                    className={cn(
                      "transition",
                      removable &&
                        "group-has-[[data-remove-image]:checked]:opacity-40 group-has-[[data-remove-image]:checked]:grayscale",
                      preview && "opacity-40",
                    )}
                  />
                )}
                {preview && (
                  <Picture
                    src={preview}
                    alt={imageTexts.preview}
                    caption={imageTexts.chosenPreview}
                    className="border-secondary"
                  />
                )}
              </div>
            )}
            <FileInput
              {...getInputProps(meta, { type: "file", ...options })}
              accept={imageAccept}
              onChange={async (event) => {
                const file = await fitting.fit(event.currentTarget);
                setPreview(file && acceptedTypes.includes(file.type) ? URL.createObjectURL(file) : null);
              }}
            />
            {fitting.status}
          </>
        )}
      </Field>
      <LibraryChoices name={pickedImageField} id={`${meta.id}-library`} media={library} />
      {removable && (
        <label className="inline-flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name={removeName}
            data-remove-image
            className="size-4 rounded border-input accent-primary"
          />
          {imageTexts.remove}
        </label>
      )}
    </div>
  );
}

/** A picture of the field, 16:9, with its caption under it. */
function Picture({ src, alt, caption, className }: { src: string; alt: string; caption: string; className?: string }) {
  return (
    <figure className="space-y-1">
      <img
        src={src}
        alt={alt}
        width={160}
        height={90}
        className={cn("aspect-video w-40 rounded-md border border-border bg-muted object-cover", className)}
      />
      <figcaption className="text-xs text-muted-foreground">{caption}</figcaption>
    </figure>
  );
}
