import { describe, expect, it } from "vitest";

import { settingsFormSchema, toSettingsPatch } from "~/features/admin/settings";
import { settingsSectionSchema, settingsSections } from "~/features/admin/settings-sections";

// The settings' sections (docs/decisions/055): every key of the whole form belongs to exactly one
// section, so every setting can be edited and no two sections write the same key.

describe("the settings sections", () => {
  it("cut the form's keys without a gap or an overlap", () => {
    const inSections = settingsSections.flatMap((s) => [...s.fields]);
    expect(new Set(inSections).size).toBe(inSections.length);
    const formKeys = Object.keys(settingsFormSchema.shape).filter((key) => key !== "version");
    expect([...inSections].sort()).toEqual(formKeys.sort());
  });

  it("refuse another section's key, and save only their own keys", () => {
    const contact = settingsSectionSchema("contact");
    expect(contact.safeParse({ version: 1, contact: {}, companyName: "Başka" }).success).toBe(false);
    const value = contact.parse({ version: 1, contact: { phone: "+90 312 555 01 00" } });
    expect(toSettingsPatch(value, {})).toEqual({
      contact: { phone: "+90 312 555 01 00", email: "", address: "", whatsapp: "" },
    });
  });
});
