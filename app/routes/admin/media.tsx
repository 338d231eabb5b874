import { data, Outlet } from "react-router";

import { backendContext } from "~/backend/context.server";
import type { UploadFile } from "~/backend/port";
import { SectionHeader } from "~/components/admin/form-parts";
import { ListPager, ListSearch, ListStatus } from "~/components/admin/list-controls";
import { MediaCard, type MediaCardFile } from "~/components/admin/media-card";
import { MediaDropZone } from "~/components/admin/media-drop-zone";
import { useActionToast } from "~/components/admin/toaster";
import { Card } from "~/components/ui/card";
import { redirectWithToast } from "~/features/admin/flash.server";
import { backendFailure, loadList, uploadedFiles } from "~/features/admin/forms.server";
import { altTextsPath, formatSize, lacksAltText } from "~/features/admin/media";
import { maxFilesPerUpload } from "~/features/admin/media-limits";
import { readUploadForm } from "~/features/admin/media.server";
import { adminPager, emptySlice, emptyText, readAdminList } from "~/features/admin/paging";
import { adminSection } from "~/features/admin/texts/layout";
import { searchPlaceholders } from "~/features/admin/texts/list";
import { mediaMessages, mediaTexts } from "~/features/admin/texts/media";
import { failure, success, type Toast } from "~/features/admin/toast";
import { siteOriginContext } from "~/lib/site-address.server";

import type { Route } from "./+types/media";

// /admin/media: the media library — the upload area and the files, newest first, a page at a
// time (searchable by name); the edit and delete dialogs and "Alternatif metinler" (where an
// upload of several files lands) are child routes in <Outlet/>. The action takes the uploads,
// with or without JavaScript.

const listPath = "/admin/media";

export async function loader({ context, url }: Route.LoaderArgs) {
  const listing = readAdminList(url, "cards");
  const { value, error } = await loadList(
    context,
    () => context.get(backendContext).media.list(listing.window),
    emptySlice,
    mediaMessages.listFailed,
  );
  return {
    pager: adminPager("/admin/media", listing, value),
    files: value.items.map((file): MediaCardFile => ({
      id: file.id,
      name: file.name,
      src: file.publicUrl,
      url: new URL(file.publicUrl, context.get(siteOriginContext)).href,
      // The name is in the caption beside it: without a Turkish alt text the picture adds nothing.
      alt: file.altText.tr ?? "",
      size: formatSize(file.sizeKb),
      missingAlt: lacksAltText(file.altText),
    })),
    error,
  };
}

const refused = (message: string, status: number) =>
  data<{ toast: Toast }>({ toast: failure(mediaMessages.uploadFailed(message)) }, { status });

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readUploadForm(request);
  if (!read.ok) return refused(read.message, read.status);
  // A file input left empty arrives as an empty text part here (filename=""): no file chosen.
  const chosen = read.formData.getAll("files").filter((value) => value !== "");
  if (chosen.some((value) => typeof value === "string")) return refused(mediaMessages.notFiles, 400);
  // Counted before any file is read: the body limit bounds the bytes, this bounds the work.
  if (chosen.length > maxFilesPerUpload) return refused(mediaMessages.tooMany, 400);

  let files: UploadFile[];
  try {
    files = await uploadedFiles(read.formData, "files");
  } catch {
    return refused(mediaMessages.notFiles, 400);
  }
  try {
    // The backend checks every file by its bytes before storing any, and refuses an empty batch.
    const stored = await context.get(backendContext).media.upload(files);
    // Several files at once go on to "Alternatif metinler": each one's alt texts on one screen.
    const to = stored.length > 1 ? altTextsPath(stored.map((file) => file.id)) : listPath;
    return redirectWithToast(context, to, success(mediaMessages.uploaded(stored.length)));
  } catch (error) {
    return backendFailure(context, error, mediaMessages.uploadFailed);
  }
}

export default function MediaLibrary({ loaderData, actionData }: Route.ComponentProps) {
  const { files, pager, error } = loaderData;
  useActionToast(actionData?.toast);
  const serverError = actionData?.toast?.kind === "error" ? actionData.toast.message : null;

  return (
    <>
      <SectionHeader title={adminSection("media").label} description={mediaTexts.description} />
      <section aria-labelledby="media-upload-title" className="mb-8">
        <h2 id="media-upload-title" className="sr-only">
          {mediaTexts.uploadHeading}
        </h2>
        <MediaDropZone action={listPath} serverError={serverError} />
      </section>
      <section aria-labelledby="media-files-title">
        <h2 id="media-files-title" className="mb-3 text-lg font-semibold">
          {mediaTexts.filesHeading}
        </h2>
        <ListSearch pager={pager} what={adminSection("media").label} placeholder={searchPlaceholders.media} />
        {error || files.length === 0 ? (
          <Card>
            <ListStatus error={error} empty={emptyText(pager, mediaTexts.empty)} />
          </Card>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 2xl:grid-cols-6">
            {files.map((file) => (
              <li key={file.id}>
                <MediaCard file={file} />
              </li>
            ))}
          </ul>
        )}
        <ListPager pager={pager} />
      </section>
      <Outlet />
    </>
  );
}
