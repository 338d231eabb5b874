import type { FieldMetadata, useForm } from "@conform-to/react";
import type { ReactNode } from "react";
import type { z } from "zod";

import {
  activityAreaFields,
  isLongText,
  type perLangTextKeys,
  type settingsFormSchema,
} from "~/features/admin/settings";
import { fieldLabels } from "~/features/admin/texts/common";
import { settingsTexts } from "~/features/admin/texts/settings";
import type { Lang } from "~/i18n/languages";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";
import { InputField, TextareaField } from "./field";
import { PerLanguage } from "./language-switch";
import { MediaImageField, type MediaChoice } from "./media-image-field";

// The sections of the site settings form that hold single values: company, contact, the home
// page's about and activity areas sections. The lists (social links, client logos) are in
// settings-lists.tsx.

export type SettingsFields = ReturnType<typeof useForm<z.input<typeof settingsFormSchema>>>[1];
type PerLangKey = (typeof perLangTextKeys)[number];

/** One titled card of the form. */
export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <section aria-labelledby={id}>
        <CardHeader>
          <CardTitle id={id}>{title}</CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent className="space-y-5 p-4 sm:p-5">{children}</CardContent>
      </section>
    </Card>
  );
}

/** A per-language text of the given language: a textarea for body texts, else one line. */
function LangText({ label, field, long }: { label: string; field: FieldMetadata<string | undefined>; long: boolean }) {
  return long ? <TextareaField meta={field} label={label} rows={4} /> : <InputField meta={field} label={label} />;
}

/** The per-language texts of settings keys, with their labels, in the chosen language. */
function PerLangTexts({ fields, items }: { fields: SettingsFields; items: Array<{ key: PerLangKey; label: string }> }) {
  return (
    <PerLanguage>
      {(lang: Lang) =>
        items.map(({ key, label }) => (
          <LangText key={key} label={label} field={fields[key].getFieldset()[lang]} long={isLongText(key)} />
        ))
      }
    </PerLanguage>
  );
}

export function CompanySection({ fields, media }: { fields: SettingsFields; media: MediaChoice[] }) {
  const general = fields.general.getFieldset();
  const company = settingsTexts.company;
  return (
    <SettingsSection id="settings-company" title={company.title} description={company.description}>
      <div className="grid gap-5 md:grid-cols-2">
        <InputField meta={general.siteName} label={company.siteName} hint={company.siteNameHint} />
        <InputField meta={fields.companyName} label={company.companyName} hint={company.companyNameHint} />
      </div>
      <MediaImageField label={company.logo} url={general.logoUrl} upload={fields.logoUpload} media={media} />
      <PerLanguage>
        {(lang) => <LangText label={company.siteDescription} field={general.description.getFieldset()[lang]} long />}
      </PerLanguage>
    </SettingsSection>
  );
}

export function ContactSection({ fields }: { fields: SettingsFields }) {
  const contact = fields.contact.getFieldset();
  const texts = settingsTexts.contact;
  return (
    <SettingsSection id="settings-contact" title={texts.title} description={texts.description}>
      <div className="grid gap-5 md:grid-cols-2">
        <InputField meta={contact.phone} type="tel" label={texts.phone} hint={texts.phoneHint} />
        <InputField meta={contact.email} type="email" label={fieldLabels.email} />
        <InputField meta={contact.whatsapp} type="tel" label={texts.whatsapp} />
        <InputField meta={contact.address} label={texts.address} />
      </div>
    </SettingsSection>
  );
}

export function AboutSection({ fields, media }: { fields: SettingsFields; media: MediaChoice[] }) {
  const texts = settingsTexts.about;
  return (
    <SettingsSection id="settings-about" title={texts.title}>
      <MediaImageField
        label={texts.image}
        url={fields.about_summary_image_url}
        upload={fields.aboutImageUpload}
        media={media}
      />
      <PerLangTexts
        fields={fields}
        items={[
          { key: "about_summary_subtitle", label: texts.subtitle },
          { key: "about_summary_title", label: fieldLabels.title },
          { key: "about_summary_text", label: texts.text },
        ]}
      />
    </SettingsSection>
  );
}

export function ActivitySection({ fields }: { fields: SettingsFields }) {
  const texts = settingsTexts.activities;
  return (
    <SettingsSection id="settings-activities" title={texts.title} description={texts.description}>
      <PerLangTexts
        fields={fields}
        items={[
          { key: "activityAreasSubtitle", label: texts.subtitle },
          { key: "activityAreasTitle", label: settingsTexts.sectionHeading },
          { key: "activityAreasDescription", label: settingsTexts.sectionText },
        ]}
      />
      <div className="grid gap-5 lg:grid-cols-2">
        {activityAreaFields.map((area, i) => (
          <fieldset key={area.id} className="min-w-0 space-y-4 rounded-lg border border-border p-4">
            <legend className="px-1 text-sm font-semibold">
              {i + 1}. {area.label}
            </legend>
            <PerLangTexts
              fields={fields}
              items={[
                { key: area.title, label: texts.areaTitle(area.label) },
                { key: area.text, label: texts.areaText(area.label) },
              ]}
            />
          </fieldset>
        ))}
      </div>
    </SettingsSection>
  );
}
