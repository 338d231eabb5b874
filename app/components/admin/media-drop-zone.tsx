import { useId, useRef, useState, type DragEvent } from "react";
import { Form, useNavigation, useSubmit } from "react-router";

import { fitToPixelLimit, imageAccept } from "~/features/admin/images";
import { checkChosenFiles, rejectionText, type Rejection } from "~/features/admin/media";
import { maxFilesPerUpload } from "~/features/admin/media-limits";
import { commonTexts } from "~/features/admin/texts/common";
import { imageTexts } from "~/features/admin/texts/images";
import { mediaTexts } from "~/features/admin/texts/media";
import { cn } from "~/lib/cn";

import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { FileInput } from "../ui/file-input";
import { UploadCloud } from "../ui/icons";

/**
 * The media upload: one form, two ways in. Without JavaScript it is a plain multiple file input
 * and a 'Yükle' button. With JavaScript the whole area takes dropped or chosen files, makes a
 * photo past the pixel limit smaller, checks them as the server would (type by the bytes, size,
 * pixels, count), names every refused file, and sends the rest at once to the same action.
 */
export function MediaDropZone({ action, serverError }: { action: string; serverError: string | null }) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === action;
  const [rejections, setRejections] = useState<Rejection[]>([]);
  const [dragging, setDragging] = useState(false);
  const [shrinking, setShrinking] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  async function send(list: FileList | null | undefined) {
    const chosen = Array.from(list ?? []);
    if (chosen.length === 0 || shrinking) return;
    // A picture past the pixel limit is made smaller here, which the server cannot do: one at a
    // time (each is decoded whole), and only in a batch the count allows.
    let files = chosen;
    if (chosen.length <= maxFilesPerUpload) {
      setShrinking(true);
      files = [];
      try {
        for (const file of chosen) files.push((await fitToPixelLimit(file)).file);
      } finally {
        setShrinking(false);
      }
    }
    const checked = await checkChosenFiles(files);
    setRejections(checked.rejections);
    // The input is only a way in: cleared, so choosing the same file again is a new change.
    if (input.current) input.current.value = "";
    if (checked.accepted.length === 0) return;
    const formData = new FormData();
    for (const file of checked.accepted) formData.append("files", file);
    await submit(formData, { method: "post", action, encType: "multipart/form-data", preventScrollReset: true });
  }

  const onDrag = (event: DragEvent, over: boolean) => {
    event.preventDefault();
    setDragging(over);
  };

  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      preventScrollReset
      onSubmit={(event) => {
        event.preventDefault();
        void send(input.current?.files);
      }}
      className="space-y-3"
    >
      <label
        onDragEnter={(event) => onDrag(event, true)}
        onDragOver={(event) => onDrag(event, true)}
        onDragLeave={(event) => onDrag(event, false)}
        onDrop={(event) => {
          onDrag(event, false);
          void send(event.dataTransfer.files);
        }}
        aria-busy={busy || shrinking}
        className={cn(
          "flex flex-col items-center gap-3 rounded-xl border-2 border-dashed border-input bg-card px-4 py-8 text-center transition-colors",
          "js:cursor-pointer js:hover:border-secondary js:hover:bg-accent has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ring",
          dragging && "border-secondary bg-accent",
        )}
      >
        <UploadCloud className="size-10 text-secondary" aria-hidden />
        <span aria-live="polite" className="sr-only">
          {shrinking ? imageTexts.shrinking : ""}
        </span>
        <span className="text-sm font-medium text-foreground">
          {busy ? commonTexts.loading : shrinking ? imageTexts.shrinking : mediaTexts.dropZone}
        </span>
        {/* The area around it shows the focus (has-[input:focus-visible]), not the input. */}
        <FileInput
          ref={input}
          name="files"
          multiple
          accept={imageAccept}
          aria-describedby={`${id}-hint`}
          disabled={busy || shrinking}
          onChange={(event) => void send(event.currentTarget.files)}
          className="js:sr-only max-w-sm focus-visible:outline-none"
        />
      </label>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {mediaTexts.uploadHint}
        </p>
        <Button type="submit" className="js:hidden">
          {mediaTexts.upload}
        </Button>
      </div>
      {(serverError || rejections.length > 0) && (
        <Alert role="alert" data-testid="upload-errors">
          <ul className="space-y-1 wrap-anywhere">
            {serverError && <li>{serverError}</li>}
            {rejections.map((rejection, index) => (
              <li key={index} data-code={rejection.code}>
                {rejectionText(rejection)}
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </Form>
  );
}
