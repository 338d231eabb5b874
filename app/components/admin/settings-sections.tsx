import { getInputProps, getTextareaProps, type FieldMetadata, type useForm } from "@conform-to/react";
import type { ReactNode } from "react";
import type { z } from "zod";
import { activityAreaFields, isLongText, type perLangTextKeys, type settingsFormSchema } from "~/features/admin/settings";
import type { Lang } from "~/i18n/languages";
import { Card, CardContent, CardHeader, CardTitle } from "../ui/card";
import { Input, Textarea } from "../ui/input";
import { Field } from "./form-parts";
import { PerLanguage } from "./language-switch";
import { MediaImageField, type MediaChoice } from "./media-image-field";

// The sections of the site settings form that hold single values: company, contact, the home
// page's about and activity areas sections. The lists (social links, client logos) are in
// settings-lists.tsx.

export type SettingsFields = ReturnType<typeof useForm<z.input<typeof settingsFormSchema>>>[1];
type PerLangKey = (typeof perLangTextKeys)[number];

/** One titled card of the form. */
export function SettingsSection({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <Card>
      <section aria-labelledby={id}>
        <CardHeader>
          <CardTitle id={id}>{title}</CardTitle>
          {description && <p className="text-sm text-slate-600">{description}</p>}
        </CardHeader>
        <CardContent className="space-y-5 p-4 sm:p-5">{children}</CardContent>
      </section>
    </Card>
  );
}

/** A one-line text field. */
export function TextField({ label, field, type = "text", hint }: { label: string; field: FieldMetadata<string | undefined>; type?: "text" | "email" | "tel" | "url"; hint?: string }) {
  return (
    <Field label={label} htmlFor={field.id} errors={field.errors} errorId={field.errorId} hint={hint}>
      <Input {...getInputProps(field, { type })} />
    </Field>
  );
}

/** A per-language text of the given language: a textarea for body texts, else one line. */
function LangText({ label, field, long }: { label: string; field: FieldMetadata<string | undefined>; long: boolean }) {
  return (
    <Field label={label} htmlFor={field.id} errors={field.errors} errorId={field.errorId}>
      {long ? <Textarea {...getTextareaProps(field)} rows={4} className="font-sans text-sm" /> : <Input {...getInputProps(field, { type: "text" })} />}
    </Field>
  );
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
  return (
    <SettingsSection id="settings-company" title="Şirket Bilgileri" description="Başlıkta, altbilgide ve arama sonuçlarında görünen ad, logo ve tanıtım yazısı.">
      <div className="grid gap-5 md:grid-cols-2">
        <TextField label="Site adı" field={general.siteName} hint="Logonun yanında ve sayfa başlıklarında görünür." />
        <TextField label="Şirket adı" field={fields.companyName} hint="Altbilgideki telif satırında görünür." />
      </div>
      <MediaImageField label="Logo" url={general.logoUrl} upload={fields.logoUpload} media={media} />
      <PerLanguage>
        {(lang) => <LangText label="Site açıklaması" field={general.description.getFieldset()[lang]} long />}
      </PerLanguage>
    </SettingsSection>
  );
}

export function ContactSection({ fields }: { fields: SettingsFields }) {
  const contact = fields.contact.getFieldset();
  return (
    <SettingsSection id="settings-contact" title="İletişim Bilgileri" description="Üst bilgi çubuğunda, altbilgide ve iletişim sayfasında görünür.">
      <div className="grid gap-5 md:grid-cols-2">
        <TextField label="Telefon" field={contact.phone} type="tel" hint="Örnek: +90 312 555 01 00" />
        <TextField label="E-posta" field={contact.email} type="email" />
        <TextField label="WhatsApp" field={contact.whatsapp} type="tel" />
        <TextField label="Adres" field={contact.address} />
      </div>
    </SettingsSection>
  );
}

export function AboutSection({ fields, media }: { fields: SettingsFields; media: MediaChoice[] }) {
  return (
    <SettingsSection id="settings-about" title="Ana Sayfa: Hakkımızda Bölümü">
      <MediaImageField label="Bölüm görseli" url={fields.about_summary_image_url} upload={fields.aboutImageUpload} media={media} />
      <PerLangTexts
        fields={fields}
        items={[
          { key: "about_summary_subtitle", label: "Üst başlık" },
          { key: "about_summary_title", label: "Başlık" },
          { key: "about_summary_text", label: "Metin" },
        ]}
      />
    </SettingsSection>
  );
}

export function ActivitySection({ fields }: { fields: SettingsFields }) {
  return (
    <SettingsSection id="settings-activities" title="Ana Sayfa: Faaliyet Alanları Bölümü" description="Boş bırakılan alan adı, alanın standart adıyla gösterilir.">
      <PerLangTexts
        fields={fields}
        items={[
          { key: "activityAreasSubtitle", label: "Bölüm üst başlığı" },
          { key: "activityAreasTitle", label: "Bölüm başlığı" },
          { key: "activityAreasDescription", label: "Bölüm açıklaması" },
        ]}
      />
      <div className="grid gap-5 lg:grid-cols-2">
        {activityAreaFields.map((area, i) => (
          <fieldset key={area.id} className="min-w-0 space-y-4 rounded-lg border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold text-slate-900">
              {i + 1}. {area.label}
            </legend>
            <PerLangTexts
              fields={fields}
              items={[
                { key: area.title, label: `${area.label}: başlık` },
                { key: area.text, label: `${area.label}: metin` },
              ]}
            />
          </fieldset>
        ))}
      </div>
    </SettingsSection>
  );
}
