import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useEffect, useRef, useState, type ComponentProps } from "react";

import { slugFieldTexts } from "~/features/admin/texts/common";
import { slugify } from "~/lib/slug";

import { Input } from "../ui/input";
import { Field } from "./field";

// A slug field takes whatever she types; the server writes it as a slug (app/backend/schemas.ts,
// app/lib/slug.ts). With JavaScript the written slug shows under the field while she types, and a
// screen reader hears it once she pauses (a polite live region, updated after a pause, so it does
// not read out every keystroke).

const pauseMs = 900;

export function SlugField<Schema>({
  meta,
  label,
  hint,
  follow,
  ...props
}: {
  meta: FieldMetadata<Schema>;
  label: string;
  hint?: string;
  /** A text the slug is written from until she types a slug of her own (a new page's title). */
  follow?: string;
} & Omit<ComponentProps<"input">, "type" | "ref">) {
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState(typeof meta.initialValue === "string" ? meta.initialValue : "");
  const ownSlug = useRef(typed !== "");
  const [announced, setAnnounced] = useState("");

  useEffect(() => {
    if (follow === undefined || ownSlug.current || !input.current) return;
    input.current.value = slugify(follow);
    setTyped(input.current.value);
  }, [follow]);

  const written = slugify(typed);
  // Shown only when it differs from what is typed: an address typed as a slug needs no echo.
  const shown = typed.trim() !== "" && written !== typed;
  const said = !shown ? "" : written ? `${slugFieldTexts.writtenAs} ${written}` : slugFieldTexts.nothingLeft;
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(said), pauseMs);
    return () => clearTimeout(timer);
  }, [said]);

  return (
    <div className="space-y-1">
      <Field meta={meta} label={label} hint={hint}>
        {(options) => (
          <Input
            {...getInputProps(meta, { type: "text", ...options })}
            ref={input}
            autoComplete="off"
            onInput={(event) => {
              setTyped(event.currentTarget.value);
              ownSlug.current = event.currentTarget.value !== "";
            }}
            {...props}
          />
        )}
      </Field>
      {shown && (
        <p className="text-xs text-muted-foreground" aria-hidden="true">
          {written ? (
            <>
              {slugFieldTexts.writtenAs} <code className="font-mono text-foreground">{written}</code>
            </>
          ) : (
            slugFieldTexts.nothingLeft
          )}
        </p>
      )}
      <p className="sr-only" aria-live="polite">
        {announced}
      </p>
    </div>
  );
}
