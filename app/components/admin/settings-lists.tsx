import { getInputProps, type FormMetadata } from "@conform-to/react";
import type { z } from "zod";

import { defaultSocialIcon, listLimits, socialIcons, type settingsFormSchema } from "~/features/admin/settings";
import { fieldLabels } from "~/features/admin/texts/common";
import { settingsTexts } from "~/features/admin/texts/settings";

import { Button } from "../ui/button";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "../ui/icons";
import { FieldErrors, InputField, SelectField } from "./field";
import { PerLanguage } from "./language-switch";
import { MediaImageField, type MediaChoice } from "./media-image-field";
import { SettingsSection, type SettingsFields } from "./settings-sections";

// The list sections of the site settings form. Adding, removing and moving an entry are
// Conform intents on submit buttons: with JavaScript Conform applies them in the page; without
// it they post the form and the server sends the changed list back (nothing is saved).

export type SettingsForm = FormMetadata<z.input<typeof settingsFormSchema>>;

export function SocialMediaSection({ form, fields }: { form: SettingsForm; fields: SettingsFields }) {
  const links = fields.socialMedia.getFieldList();
  const texts = settingsTexts.social;
  return (
    <SettingsSection id="settings-social" title={texts.title} description={texts.description}>
      <FieldErrors meta={fields.socialMedia} role="alert" />
      {links.length === 0 && <p className="text-sm text-muted-foreground">{texts.empty}</p>}
      <ol className="space-y-4">
        {links.map((link, index) => {
          const f = link.getFieldset();
          const icon = typeof f.icon.initialValue === "string" ? f.icon.initialValue : defaultSocialIcon;
          const iconChoices = (socialIcons as readonly string[]).includes(icon) ? socialIcons : [...socialIcons, icon];
          return (
            <li key={link.key}>
              <fieldset className="min-w-0 rounded-lg border border-border p-4">
                <legend className="px-1 text-sm font-semibold">{texts.item(index + 1)}</legend>
                <input {...getInputProps(f.id, { type: "hidden" })} />
                <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_10rem_auto] sm:items-start">
                  <InputField meta={f.name} label={fieldLabels.name} />
                  <InputField meta={f.url} type="url" label={texts.url} />
                  <SelectField meta={f.icon} label={texts.icon}>
                    {iconChoices.map((choice) => (
                      <option key={choice} value={choice}>
                        {choice}
                      </option>
                    ))}
                  </SelectField>
                  <Button
                    variant="outline"
                    className="sm:mt-6"
                    {...form.remove.getButtonProps({ name: fields.socialMedia.name, index })}
                  >
                    <Trash2 aria-hidden />
                    {settingsTexts.remove}
                    <span className="sr-only">{texts.removeDetail(index + 1)}</span>
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {links.length < listLimits.socialMedia && (
        <Button
          variant="outline"
          {...form.insert.getButtonProps({
            name: fields.socialMedia.name,
            defaultValue: { name: "", url: "", icon: defaultSocialIcon },
          })}
        >
          <Plus aria-hidden />
          {texts.add}
        </Button>
      )}
    </SettingsSection>
  );
}

export function ClientLogosSection({
  form,
  fields,
  media,
}: {
  form: SettingsForm;
  fields: SettingsFields;
  media: MediaChoice[];
}) {
  const logos = fields.client_logos.getFieldList();
  const name = fields.client_logos.name;
  const texts = settingsTexts.clients;
  return (
    <SettingsSection id="settings-clients" title={texts.title}>
      <PerLanguage>
        {(lang) => (
          <>
            <InputField meta={fields.clientLogosTitle.getFieldset()[lang]} label={settingsTexts.sectionHeading} />
            <InputField meta={fields.clientLogosDescription.getFieldset()[lang]} label={settingsTexts.sectionText} />
          </>
        )}
      </PerLanguage>
      <FieldErrors meta={fields.client_logos} role="alert" />
      {logos.length === 0 && <p className="text-sm text-muted-foreground">{texts.empty}</p>}
      <ol className="space-y-4">
        {logos.map((logo, index) => {
          const f = logo.getFieldset();
          const label = texts.item(index + 1);
          return (
            <li key={logo.key}>
              <fieldset className="min-w-0 space-y-4 rounded-lg border border-border p-4">
                <legend className="px-1 text-sm font-semibold">{label}</legend>
                <InputField meta={f.name} label={fieldLabels.name} />
                <MediaImageField label={texts.image} url={f.imageUrl} upload={f.upload} media={media} />
                <PerLanguage>
                  {(lang) => <InputField meta={f.altText.getFieldset()[lang]} label={texts.altText} />}
                </PerLanguage>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={index === 0}
                    {...form.reorder.getButtonProps({ name, from: index, to: index - 1 })}
                  >
                    <ArrowUp aria-hidden />
                    {texts.up}
                    <span className="sr-only"> ({label})</span>
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={index === logos.length - 1}
                    {...form.reorder.getButtonProps({ name, from: index, to: index + 1 })}
                  >
                    <ArrowDown aria-hidden />
                    {texts.down}
                    <span className="sr-only"> ({label})</span>
                  </Button>
                  <Button variant="outline" size="sm" {...form.remove.getButtonProps({ name, index })}>
                    <Trash2 aria-hidden />
                    {settingsTexts.remove}
                    <span className="sr-only"> ({label})</span>
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
          {texts.add}
        </Button>
      )}
    </SettingsSection>
  );
}
