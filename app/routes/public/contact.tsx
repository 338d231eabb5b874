import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useMemo } from "react";
import { data, Form, useNavigation, useRouteLoaderData } from "react-router";

import { isBackendError } from "~/backend/errors";
import { contactThrottle } from "~/backend/port";
import { PageBanner } from "~/components/site/page-banner";
import { CheckCircle2, Mail, MapPin, Phone } from "~/components/ui/icons";
import { contactFields, contactLimits, contactSchema } from "~/features/site/contact";
import { messageNoticeOf, sendMessageNotice, withoutAddresses } from "~/features/site/contact-notice.server";
import { contactServicesContext, isProgramsPost, readContactForm } from "~/features/site/contact.server";
import { telHref } from "~/features/site/frame";
import { publicRequest } from "~/features/site/public.server";
import { alternatesOf, publicMeta } from "~/features/site/seo";
import { pathFor } from "~/features/site/urls";
import { useT } from "~/i18n/ui-strings";
import { cx } from "~/lib/cx";
import { logRequestFailure, requestTraceContext } from "~/lib/failures.server";
import { formStamp } from "~/lib/form-stamp.server";

import type { Route } from "./+types/contact";
import type { loader as layoutLoader } from "./layout";

/**
 * Neither the page (its form carries the time it was given out) nor an answer to a post (what
 * the visitor wrote) is kept by any cache: the page cache keeps nothing private.
 */
const unkept = { "Cache-Control": "private, no-store" } as const;

export async function loader(args: Route.LoaderArgs) {
  const { lang, route, origin, t } = publicRequest(args, "contact");
  const { stampSecret } = args.context.get(contactServicesContext);
  return data(
    {
      seo: {
        lang,
        title: t("contact.title"),
        description: t("contact.intro"),
        alternates: alternatesOf((l) => pathFor(l, route)),
        origin,
      },
      home: pathFor(lang, { kind: "home" }),
      stamp: await formStamp(stampSecret, Date.now()),
    },
    { headers: unkept },
  );
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

type Answer = { result: SubmissionResult<string[]>; notice: string | null };
const answer = (body: Answer, status = 200) => data(body, { status, headers: unkept });

/**
 * Stores the visitor's message and acknowledges it in their language (docs/product.md §4.6). A
 * refusal keeps what they wrote in the form (400, 429, 503); a program's post (the honeypot
 * filled, or sooner after the page than a person types) gets the very answer a person's does,
 * and nothing is stored.
 */
export async function action(args: Route.ActionArgs) {
  const { backend, lang, t, origin } = publicRequest(args, "contact");
  const services = args.context.get(contactServicesContext);
  const received = () => answer({ result: { initialValue: null }, notice: t("contact.sent") });
  const read = await readContactForm(args.request, t);
  // A body that could not be read (too large, not a form) is the form's one error: its fields
  // were not read, so none is called missing, and none is reset (with JavaScript the browser
  // still holds what was typed).
  if (!read.ok)
    return answer({ result: { status: "error", error: { "": [read.message] } }, notice: null }, read.status);
  const submission = parseWithZod(read.formData, { schema: contactSchema(t) });
  if (submission.status !== "success") return answer({ result: submission.reply(), notice: null }, 400);
  const refused = (message: string, status: number) =>
    answer({ result: submission.reply({ formErrors: [message] }), notice: null }, status);
  if (await isProgramsPost(read.formData, services.stampSecret, Date.now())) return received();
  try {
    const stored = await backend.messages.submit({ ...submission.value, lang });
    const { notifier } = services;
    if (stored.notifyEmail && notifier) {
      // On the site's one address (SITE_URL, decision 031), never the Host the post was sent to.
      const link = new URL(`/admin/messages/${stored.id}`, origin).href;
      const notice = messageNoticeOf({ ...submission.value, lang }, stored.notifyEmail, notifier.from, link);
      services.waitUntil(sendMessageNotice(notifier, notice, args.context.get(requestTraceContext).requestId));
    }
  } catch (error) {
    if (isBackendError(error, "throttled"))
      return refused(t("contact.throttled", { count: contactThrottle.perAddress }), 429);
    if (isBackendError(error, "validation")) return refused(t("contact.unreadable"), 400);
    // Logged without the message or the sender: the error's kind and words, addresses taken out.
    const kind = isBackendError(error) ? error.code : "unexpected";
    const words = error instanceof Error ? withoutAddresses(error.message) : "";
    logRequestFailure(args.context, new Error(`A contact message could not be stored (${kind}): ${words}`));
    return refused(t("contact.unavailable"), 503);
  }
  return received();
}

export const meta: Route.MetaFunction = (args) => publicMeta(args);

const fieldClass =
  "mt-1.5 block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-steel focus:outline-none focus:ring-2 focus:ring-brand-steel/30 aria-[invalid=true]:border-red-500";

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const frame = useRouteLoaderData<typeof layoutLoader>("public")?.frame;
  const schema = useMemo(() => contactSchema(t), [t]);
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const contact = frame?.contact;

  return (
    <main id="main">
      <PageBanner
        title={t("contact.title")}
        intro={t("contact.intro")}
        crumbs={[{ label: t("header.home"), href: loaderData.home }, { label: t("contact.title") }]}
      />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 lg:grid-cols-5">
        <section aria-labelledby="contact-form-title" className="lg:col-span-3">
          <h2 id="contact-form-title" className="text-2xl font-bold text-brand-navy">
            {t("contact.formTitle")}
          </h2>
          <output aria-live="polite" className="block">
            {actionData?.notice && (
              <p className="mt-4 flex items-start gap-2 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-900">
                <CheckCircle2 size={20} aria-hidden className="mt-0.5 shrink-0" />
                {actionData.notice}
              </p>
            )}
            {form.errors && (
              <p
                id={form.errorId}
                role="alert"
                className="mt-4 rounded-lg border border-red-300 bg-red-50 p-4 text-red-800"
              >
                {form.errors.join(" ")}
              </p>
            )}
          </output>
          <Form method="post" {...getFormProps(form)} className="mt-6 space-y-5">
            <input type="hidden" name={contactFields.stamp} value={loaderData.stamp} />
            {/* A trap for programs that fill in every field: out of sight and out of the tab order,
                its label tells anyone who meets it (a screen reader's user) to leave it empty. */}
            <div className="sr-only">
              <label>
                {t("contact.honeypot")}
                <input type="text" name={contactFields.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
              </label>
            </div>
            <Field label={t("contact.name")} errors={fields.name.errors} errorId={fields.name.errorId}>
              <input
                {...getInputProps(fields.name, { type: "text" })}
                autoComplete="name"
                maxLength={contactLimits.name}
                className={fieldClass}
              />
            </Field>
            <Field label={t("contact.email")} errors={fields.email.errors} errorId={fields.email.errorId}>
              <input
                {...getInputProps(fields.email, { type: "email" })}
                autoComplete="email"
                maxLength={contactLimits.email}
                className={fieldClass}
              />
            </Field>
            <Field label={t("contact.message")} errors={fields.message.errors} errorId={fields.message.errorId}>
              <textarea
                {...getTextareaProps(fields.message)}
                rows={6}
                maxLength={contactLimits.message}
                className={fieldClass}
              />
            </Field>
            <button
              type="submit"
              disabled={submitting}
              className="inline-flex items-center rounded-md bg-brand-navy px-6 py-3 font-semibold text-white hover:bg-brand-steel focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-orange disabled:opacity-60"
            >
              {submitting ? t("contact.sending") : t("contact.send")}
            </button>
          </Form>
        </section>

        <aside aria-labelledby="contact-info-title" className="space-y-6 lg:col-span-2">
          <h2 id="contact-info-title" className="text-2xl font-bold text-brand-navy">
            {t("contact.infoTitle")}
          </h2>
          <ul className="space-y-4 text-slate-700">
            {contact?.address && (
              <li className="flex gap-3">
                <MapPin aria-hidden className="mt-0.5 shrink-0 text-brand-orange" />
                <span>
                  <span className="sr-only">{t("header.address")}: </span>
                  {contact.address}
                </span>
              </li>
            )}
            {contact?.phone && (
              <li>
                <a href={telHref(contact.phone)} className="flex gap-3 hover:text-brand-orange">
                  <Phone aria-hidden className="shrink-0 text-brand-orange" />
                  <span className="sr-only">{t("header.phone")}: </span>
                  {contact.phone}
                </a>
              </li>
            )}
            {contact?.email && (
              <li>
                <a href={`mailto:${contact.email}`} className="flex gap-3 break-all hover:text-brand-orange">
                  <Mail aria-hidden className="shrink-0 text-brand-orange" />
                  <span className="sr-only">{t("header.email")}: </span>
                  {contact.email}
                </a>
              </li>
            )}
          </ul>
          <figure>
            <img
              src="/images/contact-map.svg"
              alt={t("contact.mapAlt")}
              width={640}
              height={420}
              loading="lazy"
              className="w-full rounded-xl border border-slate-200"
            />
            <figcaption className="sr-only">{t("contact.mapTitle")}</figcaption>
          </figure>
        </aside>
      </div>
    </main>
  );
}

function Field({
  label,
  errors,
  errorId,
  children,
}: {
  label: string;
  errors?: string[];
  errorId: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label className="block text-sm font-semibold text-slate-800">
        {label}
        {children}
      </label>
      <p id={errorId} className={cx("mt-1 text-sm text-red-600", !errors?.length && "sr-only")}>
        {errors?.join(" ")}
      </p>
    </div>
  );
}
