import { data, Form, Link, useLoaderData } from "react-router";

import { backendContext } from "~/backend/context.server";
import { isBackendError } from "~/backend/errors";
import { previewLinkDays } from "~/backend/previews";
import { maxUploadBytes } from "~/backend/uploads";
import { RouteDialog } from "~/components/admin/route-dialog";
import { useActionToast } from "~/components/admin/toaster";
import { Button } from "~/components/ui/button";
import { DialogBody, DialogFooter } from "~/components/ui/dialog";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { redirectWithToast } from "~/features/admin/flash.server";
import { loadRecord, maxContentFormBytes } from "~/features/admin/forms.server";
import { previewTexts } from "~/features/admin/texts/preview";
import { adminTime } from "~/features/admin/times";
import { failure, success } from "~/features/admin/toast";
import { previewSecretContext, previewLinkPath, signPreviewToken } from "~/features/site/preview-links.server";
import { previewFieldsOf } from "~/features/site/preview.server";
import { languages } from "~/i18n/languages";
import { readBoundedForm } from "~/lib/bounded-form.server";
import { messageOf } from "~/lib/error-message";

import type { Route } from "./+types/preview-links";

// /admin/pages/:id/preview-links and /admin/projects/:id/preview-links: a record's preview links
// (docs/decisions/058-preview-links.md). The form's "Önizleme bağlantısı oluştur" posts the form
// as it is here, which keeps it under a new link; the dialog lists the links, each revocable.

const sections = { pages: "page", projects: "project" } as const;

function recordOf(url: URL, id: string | undefined) {
  const section = url.pathname.split("/")[2] as keyof typeof sections;
  const kind = sections[section];
  if (!kind || !id) throw data(null, { status: 404 });
  // A client-side post reaches here as `….data`: the redirect goes to the page itself.
  const linksPath = url.pathname.replace(/\.data$/, "");
  return { kind, id, formPath: `/admin/${section}/${encodeURIComponent(id)}`, linksPath };
}

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { kind, id, formPath } = recordOf(url, params.id);
  const backend = context.get(backendContext);
  const links = await loadRecord(context, () => backend.previews.list(kind, id), {
    notFound: previewTexts.noLinks,
    loadFailed: previewTexts.loadFailed,
  });
  const secret = context.get(previewSecretContext);
  const now = Date.now();
  return {
    formPath,
    links: await Promise.all(
      links.map(async (link) => {
        const token = await signPreviewToken(secret, link.id, link.expiresAt);
        return {
          id: link.id,
          created: adminTime(link.createdAt),
          expires: adminTime(link.expiresAt),
          state: link.revokedAt ? "revoked" : Date.parse(link.expiresAt) <= now ? "expired" : "live",
          paths: languages.map((lang) => ({ lang, path: previewLinkPath(lang, token) })),
        } as const;
      }),
    ),
  };
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  const { kind, id, linksPath } = recordOf(url, params.id);
  const backend = context.get(backendContext);
  const read = await readBoundedForm(request, maxContentFormBytes + maxUploadBytes);
  if (!read.ok) throw data(null, { status: read.reason === "too-large" ? 413 : 400 });
  const revoke = read.formData.get("revoke");
  try {
    if (typeof revoke === "string") {
      await backend.previews.revoke(revoke);
      return redirectWithToast(context, linksPath, success(previewTexts.revokedToast));
    }
    const days = Number(read.formData.get("previewDays") ?? previewLinkDays.default);
    const fields = await previewFieldsOf(backend, read.formData, kind, id);
    await backend.previews.create({ kind, recordId: id, fields, days });
    return redirectWithToast(context, linksPath, success(previewTexts.created));
  } catch (error) {
    if (isBackendError(error, "forbidden")) throw error;
    const describe = typeof revoke === "string" ? previewTexts.revokeFailed : previewTexts.createFailed;
    const status = isBackendError(error, "validation") ? 400 : isBackendError(error, "not_found") ? 404 : 503;
    return data({ toast: failure(describe(messageOf(error))) }, { status });
  }
}

const stateLabels = { live: previewTexts.live, expired: previewTexts.expired, revoked: previewTexts.revoked };

export default function PreviewLinks({ actionData }: Route.ComponentProps) {
  const { formPath, links } = useLoaderData<typeof loader>();
  useActionToast(actionData?.toast);
  return (
    <RouteDialog
      title={previewTexts.linksTitle}
      description={previewTexts.linksDescription}
      closeTo={formPath}
      className="max-w-3xl"
    >
      <DialogBody className="max-h-[70vh] space-y-4">
        {links.length === 0 ? (
          <p className="text-sm text-muted-foreground">{previewTexts.noLinks}</p>
        ) : (
          <Table>
            <TableCaption>{previewTexts.linksCaption}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>{previewTexts.link}</TableHead>
                <TableHead>{previewTexts.expires}</TableHead>
                <TableHead>{previewTexts.state}</TableHead>
                <TableHead>
                  <span className="sr-only">{previewTexts.revoke}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {links.map((link) => (
                <TableRow key={link.id} data-testid="preview-link">
                  <TableCell className="max-w-64 wrap-anywhere">
                    <span className="flex flex-wrap gap-2">
                      {link.paths.map(({ lang, path }) => (
                        <a key={lang} href={path} target="_blank" rel="noreferrer" className="underline">
                          {lang.toUpperCase()}
                        </a>
                      ))}
                    </span>
                    <code className="mt-1 block text-xs">{link.paths[0]!.path}</code>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{link.expires}</TableCell>
                  <TableCell>{stateLabels[link.state]}</TableCell>
                  <TableCell>
                    {link.state === "live" && (
                      <Form method="post">
                        <Button
                          type="submit"
                          name="revoke"
                          value={link.id}
                          variant="outline"
                          size="sm"
                          aria-label={previewTexts.revokeLabel(link.created)}
                        >
                          {previewTexts.revoke}
                        </Button>
                      </Form>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" asChild>
          <Link to={formPath}>{previewTexts.back}</Link>
        </Button>
      </DialogFooter>
    </RouteDialog>
  );
}
