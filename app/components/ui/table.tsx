import type { ComponentProps } from "react";

import { cn } from "~/lib/cn";

// The admin's tables (pages, users, and the lists to come): one look for every screen. The table
// scrolls sideways inside its own box on a narrow screen rather than widening the page. Rows and
// cells carry no data-slot: a list renders hundreds of them, and each attribute costs the
// streaming renderer (docs/decisions/024, lighter table rows).

export function Table({ className, ...props }: ComponentProps<"table">) {
  return (
    <div data-slot="table-container" className="w-full overflow-x-auto">
      <table data-slot="table" className={cn("w-full text-left text-sm", className)} {...props} />
    </div>
  );
}

/** The table's name for screen readers (hidden unless given a class that shows it). */
export function TableCaption({ className, ...props }: ComponentProps<"caption">) {
  return <caption className={cn("sr-only", className)} {...props} />;
}

export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  return (
    <thead className={cn("bg-accent text-xs tracking-wider text-muted-foreground uppercase", className)} {...props} />
  );
}

export function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  return <tbody className={cn("divide-y divide-border", className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return <tr className={cn("hover:bg-accent", className)} {...props} />;
}

/** A column's header cell (scope="col"). */
export function TableHead({ className, ...props }: ComponentProps<"th">) {
  return <th scope="col" className={cn("px-4 py-3 font-medium", className)} {...props} />;
}

export function TableCell({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn("px-4 py-3", className)} {...props} />;
}
