import { useEffect, useRef, useState, type ComponentProps } from "react";

import { fitChosenImage, imageAccept } from "~/features/admin/images";
import { imageTexts } from "~/features/admin/texts/images";
import { cn } from "~/lib/cn";

import { Field } from "./form-parts";

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
    <p aria-live="polite" className="text-xs text-slate-700">
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
export function ImageField({
  input,
  errors,
  errorId,
  currentUrl,
  removeName,
}: {
  /** The file input's props (Conform's getInputProps with type "file"). */
  input: ComponentProps<"input"> & { id: string };
  errors?: string[];
  errorId: string;
  currentUrl: string | null;
  /** Name of the remove checkbox; shown only when given and there is a current image. */
  removeName?: string;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  const fitting = useImageFitting();
  // The object URL lives as long as it is shown: revoked when replaced and on unmount.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);
  const acceptedTypes = imageAccept.split(",");
  const removable = Boolean(removeName && currentUrl);

  return (
    <div className="group space-y-3">
      <Field label={imageTexts.label} htmlFor={input.id} errors={errors} errorId={errorId} hint={imageTexts.hint}>
        {(currentUrl || preview) && (
          <div className="flex flex-wrap gap-3">
            {currentUrl && (
              <figure className="space-y-1">
                <img
                  src={currentUrl}
                  alt={imageTexts.current}
                  width={160}
                  height={90}
                  className={cn(
                    "aspect-video w-40 rounded-md border border-slate-200 bg-slate-100 object-cover transition",
                    removable &&
                      "group-has-[[data-remove-image]:checked]:opacity-40 group-has-[[data-remove-image]:checked]:grayscale",
                    preview && "opacity-40",
                  )}
                />
                <figcaption className="text-xs text-slate-500">{imageTexts.current}</figcaption>
              </figure>
            )}
            {preview && (
              <figure className="space-y-1">
                <img
                  src={preview}
                  alt={imageTexts.preview}
                  width={160}
                  height={90}
                  className="aspect-video w-40 rounded-md border border-brand-steel bg-slate-100 object-cover"
                />
                <figcaption className="text-xs text-slate-500">{imageTexts.chosenPreview}</figcaption>
              </figure>
            )}
          </div>
        )}
        <input
          {...input}
          type="file"
          accept={imageAccept}
          onChange={async (event) => {
            const file = await fitting.fit(event.currentTarget);
            setPreview(file && acceptedTypes.includes(file.type) ? URL.createObjectURL(file) : null);
          }}
          className="block w-full min-w-0 rounded-md text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-orange aria-invalid:text-red-700"
        />
        {fitting.status}
      </Field>
      {removable && (
        <label className="inline-flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            name={removeName}
            data-remove-image
            className="size-4 rounded border-slate-300 accent-brand-navy"
          />
          {imageTexts.remove}
        </label>
      )}
    </div>
  );
}
