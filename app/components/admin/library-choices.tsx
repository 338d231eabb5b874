import { imageTexts } from "~/features/admin/texts/images";

/** A picture of the media library the admin may choose. */
export interface MediaChoice {
  url: string;
  name: string;
}

/**
 * An entity image's choice among the newest media-library files (decision 053): radio buttons
 * `name` with thumbnails, folded away until asked for, the first one "not from the library" (the
 * field's own file input or current image then count). Plain controls: works without JavaScript.
 */
export function LibraryChoices({ name, id, media }: { name: string; id: string; media: MediaChoice[] }) {
  if (media.length === 0) return null;
  return (
    <details className="rounded-md border border-border">
      <summary className="cursor-pointer rounded-md px-3 py-2 text-sm font-medium hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring">
        {imageTexts.pickFromLibrary}
      </summary>
      <div className="grid max-h-80 gap-1 overflow-y-auto p-2 sm:grid-cols-2">
        <ImageChoice name={name} id={`${id}-none`} value="" checked label={imageTexts.notPicked} />
        {media.map((choice, i) => (
          <ImageChoice
            key={choice.url}
            name={name}
            id={`${id}-${i}`}
            value={choice.url}
            checked={false}
            label={choice.name}
          />
        ))}
      </div>
    </details>
  );
}

/** One radio choice of a library picture, with its thumbnail (none for the empty choice). */
export function ImageChoice({
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
      className="flex min-w-0 cursor-pointer items-center gap-3 rounded-md p-1.5 text-sm hover:bg-accent has-checked:bg-muted has-checked:ring-1 has-checked:ring-secondary"
    >
      <input
        type="radio"
        id={id}
        name={name}
        value={value}
        defaultChecked={checked}
        className="size-4 shrink-0 accent-primary"
      />
      {value ? (
        <img
          src={value}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          className="size-12 shrink-0 rounded border border-border bg-muted object-cover"
        />
      ) : (
        <span className="size-12 shrink-0 rounded border border-dashed border-input" aria-hidden />
      )}
      <span className="min-w-0 break-all">{label}</span>
    </label>
  );
}
