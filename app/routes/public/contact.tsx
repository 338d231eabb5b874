import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useMemo } from "react";
import { data, Form, useNavigation, useRouteLoaderData } from "react-router";

import { PageBanner } from "~/components/site/page-banner";
import { CheckCircle2, Mail, MapPin, Phone } from "~/components/ui/icons";
import { contactLimits, contactSchema } from "~/features/site/contact";
import { readContactForm } from "~/features/site/contact.server";
import { telHref } from "~/features/site/frame";
import { publicRequest } from "~/features/site/public.server";
import { alternatesOf, publicMeta } from "~/features/site/seo";
import { pathFor } from "~/features/site/urls";
import { useT } from "~/i18n/ui-strings";
import { cx } from "~/lib/cx";
import { z } from "~/lib/zod";

import type { Route } from "./+types/contact";
import type { loader as layoutLoader } from "./layout";

export function loader(args: Route.LoaderArgs) {
  const { lang, route, origin, t } = publicRequest(args, "contact");
  return {
    seo: {
      lang,
      title: t("contact.title"),
      description: t("contact.intro"),
      alternates: alternatesOf((l) => pathFor(l, route)),
      origin,
    },
    home: pathFor(lang, { kind: "home" }),
  };
}

/**
 * Checks the message and answers that sending is not active yet (spec: "Submitting sends
 * nothing; a toast says the feature is not yet active").
 */
export async function action(args: Route.ActionArgs) {
  const { t } = publicRequest(args, "contact");
  const read = await readContactForm(args.request, t);
  // A body that could not be read (too large, not a form) is the form's one error: its fields
  // were not read, so none of them is called missing.
  if (!read.ok)
    return data(
      {
        result: parseWithZod(new FormData(), { schema: z.object({}) }).reply({ formErrors: [read.message] }),
        notice: null,
      },
      { status: read.status },
    );
  const submission = parseWithZod(read.formData, { schema: contactSchema(t) });
  if (submission.status !== "success") return data({ result: submission.reply(), notice: null }, { status: 400 });
  // Nothing was sent: the fields keep what the visitor wrote, to copy into an e-mail.
  return { result: submission.reply(), notice: t("contact.notActive") };
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
              <p className="mt-4 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
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
