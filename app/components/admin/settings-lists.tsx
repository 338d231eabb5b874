import { getInputProps, getSelectProps, type FormMetadata } from "@conform-to/react";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import type { z } from "zod";
import { defaultSocialIcon, listLimits, socialIcons, type settingsFormSchema } from "~/features/admin/settings";
import { Button } from "../ui/button";
import { NativeSelect } from "../ui/input";
import { Field } from "./form-parts";
import { PerLanguage } from "./language-switch";
import { MediaImageField, type MediaChoice } from "./media-image-field";
import { SettingsSection, TextField, type SettingsFields } from "./settings-sections";

// The list sections of the site settings form. Adding, removing and moving an entry are
// Conform intents on submit buttons: with JavaScript Conform applies them in the page; without
// it they post the form and the server sends the changed list back (nothing is saved).

type SettingsForm = FormMetadata<z.input<typeof settingsFormSchema>>;

function ListErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} role="alert" className="text-sm text-red-600">
      {errors.join(" ")}
    </p>
  );
}

export function SocialMediaSection({ form, fields }: { form: SettingsForm; fields: SettingsFields }) {
  const links = fields.socialMedia.getFieldList();
  return (
    <SettingsSection id="settings-social" title="Sosyal Medya" description="Üst bilgi çubuğunda, mobil menüde ve altbilgide simgeleriyle görünür; yeni sekmede açılır.">
      <ListErrors id={fields.socialMedia.errorId} errors={fields.socialMedia.errors} />
      {links.length === 0 && <p className="text-sm text-slate-600">Henüz sosyal medya bağlantısı yok.</p>}
      <ol className="space-y-4">
        {links.map((link, index) => {
          const f = link.getFieldset();
          const icon = typeof f.icon.initialValue === "string" ? f.icon.initialValue : defaultSocialIcon;
          const iconChoices = (socialIcons as readonly string[]).includes(icon) ? socialIcons : [...socialIcons, icon];
          return (
            <li key={link.key}>
              <fieldset className="min-w-0 rounded-lg border border-slate-200 p-4">
                <legend className="px-1 text-sm font-semibold text-slate-900">Bağlantı {index + 1}</legend>
                <input {...getInputProps(f.id, { type: "hidden" })} />
                <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_10rem_auto] sm:items-start">
                  <TextField label="Ad" field={f.name} />
                  <TextField label="Bağlantı (URL)" field={f.url} type="url" />
                  <Field label="Simge" htmlFor={f.icon.id} errors={f.icon.errors} errorId={f.icon.errorId}>
                    <NativeSelect {...getSelectProps(f.icon)}>
                      {iconChoices.map((choice) => (
                        <option key={choice} value={choice}>
                          {choice}
                        </option>
                      ))}
                    </NativeSelect>
                  </Field>
                  <Button variant="outline" className="sm:mt-6" {...form.remove.getButtonProps({ name: fields.socialMedia.name, index })}>
                    <Trash2 aria-hidden />
                    Kaldır<span className="sr-only"> (bağlantı {index + 1})</span>
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {links.length < listLimits.socialMedia && (
        <Button variant="outline" {...form.insert.getButtonProps({ name: fields.socialMedia.name, defaultValue: { name: "", url: "", icon: defaultSocialIcon } })}>
          <Plus aria-hidden />
          Bağlantı Ekle
        </Button>
      )}
    </SettingsSection>
  );
}

export function ClientLogosSection({ form, fields, media }: { form: SettingsForm; fields: SettingsFields; media: MediaChoice[] }) {
  const logos = fields.client_logos.getFieldList();
  const name = fields.client_logos.name;
  return (
    <SettingsSection id="settings-clients" title="Ana Sayfa: Referans Logoları Bölümü">
      <PerLanguage>
        {(lang) => (
          <>
            <TextField label="Bölüm başlığı" field={fields.clientLogosTitle.getFieldset()[lang]} />
            <TextField label="Bölüm açıklaması" field={fields.clientLogosDescription.getFieldset()[lang]} />
          </>
        )}
      </PerLanguage>
      <ListErrors id={fields.client_logos.errorId} errors={fields.client_logos.errors} />
      {logos.length === 0 && <p className="text-sm text-slate-600">Henüz logo yok.</p>}
      <ol className="space-y-4">
        {logos.map((logo, index) => {
          const f = logo.getFieldset();
          const label = `Logo ${index + 1}`;
          return (
            <li key={logo.key}>
              <fieldset className="min-w-0 space-y-4 rounded-lg border border-slate-200 p-4">
                <legend className="px-1 text-sm font-semibold text-slate-900">{label}</legend>
                <TextField label="Ad" field={f.name} />
                <MediaImageField label="Logo görseli" url={f.imageUrl} upload={f.upload} media={media} />
                <PerLanguage>{(lang) => <TextField label="Alternatif metin" field={f.altText.getFieldset()[lang]} />}</PerLanguage>
                <div className="flex flex-wrap gap-2">
                  <Button variant="outline" size="sm" disabled={index === 0} {...form.reorder.getButtonProps({ name, from: index, to: index - 1 })}>
                    <ArrowUp aria-hidden />
                    Yukarı<span className="sr-only"> ({label})</span>
                  </Button>
                  <Button variant="outline" size="sm" disabled={index === logos.length - 1} {...form.reorder.getButtonProps({ name, from: index, to: index + 1 })}>
                    <ArrowDown aria-hidden />
                    Aşağı<span className="sr-only"> ({label})</span>
                  </Button>
                  <Button variant="outline" size="sm" {...form.remove.getButtonProps({ name, index })}>
                    <Trash2 aria-hidden />
                    Kaldır<span className="sr-only"> ({label})</span>
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {logos.length < listLimits.clientLogos && (
        <Button variant="outline" {...form.insert.getButtonProps({ name, defaultValue: { name: "", imageUrl: "" } })}>
          <Plus aria-hidden />
          Logo Ekle
        </Button>
      )}
    </SettingsSection>
  );
}
