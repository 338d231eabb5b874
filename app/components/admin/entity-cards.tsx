import type { ReactNode } from "react";

import { Card } from "../ui/card";
import { ListStatus } from "./list-controls";
import { RecordLinks } from "./record-links";

// The card grid of the admin's lists with pictures (projects, the machine park): the load
// failure, the empty text, or one card per record with its edit and delete links.

const placeholderImage = "/images/placeholder.svg";

/** The list's body: the failure message when it did not load, `empty` when there is nothing, else the cards. */
export function CardGrid<T extends { id: string }>({
  items,
  error,
  empty,
  children,
}: {
  items: T[];
  error: string | null;
  empty: string;
  children: (item: T) => ReactNode;
}) {
  if (error || items.length === 0) {
    return (
      <Card>
        <ListStatus error={error} empty={empty} />
      </Card>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {items.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </ul>
  );
}

/**
 * One record's card: its picture (or the placeholder), badges, name, a small caption line, a
 * description clamped to three lines, and the actions row ending in 'Düzenle' and 'Sil'.
 */
export function EntityCard({
  id,
  imageUrl,
  badges,
  title,
  caption,
  details,
  description,
  editLabel,
  deleteLabel,
  leadingAction,
}: {
  id: string;
  imageUrl: string | null;
  badges: ReactNode;
  title: string;
  caption?: string;
  details?: ReactNode;
  description?: string;
  /** The edit and delete links' accessible names, naming the record. */
  editLabel: string;
  deleteLabel: string;
  /** An action before edit and delete, e.g. a link to the public page. */
  leadingAction?: ReactNode;
}) {
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <img
        src={imageUrl || placeholderImage}
        alt=""
        width={640}
        height={360}
        loading="lazy"
        decoding="async"
        className="aspect-video w-full bg-muted object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">{badges}</div>
        <h2 className="text-base font-semibold wrap-anywhere">{title}</h2>
        {caption && (
          <p className="text-xs font-semibold tracking-wider wrap-anywhere text-secondary uppercase">{caption}</p>
        )}
        {details}
        {description && <p className="line-clamp-3 text-sm wrap-anywhere text-muted-foreground">{description}</p>}
        <div className="mt-auto flex flex-wrap items-center justify-end gap-1 border-t border-border pt-3">
          {leadingAction}
          <RecordLinks id={id} editLabel={editLabel} deleteLabel={deleteLabel} />
        </div>
      </div>
    </Card>
  );
}
