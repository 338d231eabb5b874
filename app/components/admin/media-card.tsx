import { mediaMessages, mediaTexts } from "~/features/admin/texts/media";
import { failure, success } from "~/features/admin/toast";

import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { Link2 } from "../ui/icons";
import { RecordLinks } from "./record-links";
import { useToaster } from "./toaster";

/** One file of the library as its card shows it. */
export interface MediaCardFile {
  id: string;
  name: string;
  /** Where the thumbnail loads from (this site). */
  src: string;
  /** The address to share: absolute, so it works pasted anywhere. */
  url: string;
  alt: string;
  size: string;
  missingAlt: boolean;
}

/**
 * A file's card: thumbnail with its name over it on hover or keyboard focus (always on small or
 * touch screens, which cannot hover; the caption is read by screen readers either way), size,
 * the missing-alt flag, and copy / edit / delete. Copying needs JavaScript; without it the address
 * is shown as a link to select or open.
 */
export function MediaCard({ file }: { file: MediaCardFile }) {
  const show = useToaster();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(file.url);
      show(success(mediaMessages.copied));
    } catch {
      show(failure(mediaMessages.copyFailed));
    }
  };

  return (
    <div className="group flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card shadow-sm">
      {/* The picture fills the square from outside the flow: in it, a 1 × 3000 px image made the
          square 3000 times as tall as wide (an aspect-ratio box grows to fit its content). */}
      <figure className="relative aspect-square overflow-hidden bg-muted">
        <img
          src={file.src}
          alt={file.alt}
          width={240}
          height={240}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
        <figcaption
          title={file.name}
          className="absolute inset-x-0 bottom-0 truncate bg-foreground/80 px-2 py-1 text-xs text-primary-foreground transition-opacity sm:pointer-fine:opacity-0 sm:pointer-fine:group-hover:opacity-100 sm:pointer-fine:group-focus-within:opacity-100"
        >
          {file.name}
        </figcaption>
      </figure>
      <div className="flex flex-1 flex-col gap-2 p-2 sm:p-3">
        <div className="flex flex-wrap items-center justify-between gap-1">
          <span className="text-xs text-muted-foreground">{file.size}</span>
          {file.missingAlt && <Badge tone="warning">{mediaTexts.noAltText}</Badge>}
        </div>
        <a
          href={file.url}
          className="js:hidden text-xs break-all text-secondary underline underline-offset-2 select-all"
          data-testid="media-url"
        >
          {file.url}
        </a>
        <div className="mt-auto flex items-center justify-end gap-1 border-t border-border pt-2">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="nojs:hidden mr-auto"
            onClick={() => void copy()}
            title={mediaTexts.copyUrl}
            aria-label={mediaTexts.copyLabel(file.name)}
          >
            <Link2 aria-hidden />
          </Button>
          <RecordLinks
            id={file.id}
            editLabel={mediaTexts.edit(file.name)}
            deleteLabel={mediaTexts.delete(file.name)}
            text="never"
          />
        </div>
      </div>
    </div>
  );
}
