import { expect, test, type Page } from "@playwright/test";

import { expectToastClearOfFields, openAsAdmin, toast, withSettingsLock } from "./admin-support";
import { hasJs } from "./support";
import { where } from "./where";

// The site settings' sections (Genel Site Ayarları: /admin/site-settings/<section>), with and
// without JavaScript. Every spec shares one database, and others check the seeded contact
// details, social links and client logos: the saving test changes them only in ways those checks
// still accept (the phone keeps its digits as a prefix, the counts stay), runs one project at a
// time, and puts the originals back.

const sectionPath = (section: Section) => `/admin/site-settings/${section}`;
type Section = "contact" | "home" | "social-media" | "clients" | "company";
const sectionLabels: Record<Section, string> = {
  company: "Şirket",
  contact: "İletişim",
  home: "Ana sayfa",
  clients: "Müşteriler",
  "social-media": "Sosyal medya",
};

/** Shows a language's fields: a button with JavaScript; without it every language is shown. */
async function showLanguage(page: Page, lang: "tr" | "en", js: boolean) {
  if (js)
    await page
      .getByRole("group", { name: "Düzenlenen dil" })
      .getByRole("button", { name: languageNames[lang], exact: true })
      .click();
}

const languageNames = { tr: "Türkçe", en: "English" };

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

/** Saves the section with the top button and waits for the success toast. */
async function saveAndConfirm(page: Page, section: Section) {
  await page.getByRole("button", { name: "Bölümü Kaydet" }).first().click();
  await expect(toast(page)).toContainText(`“${sectionLabels[section]}” bölümü kaydedildi.`);
  await expectToastClearOfFields(page);
  await expect(page).toHaveURL(sectionPath(section));
}

const edited = [
  { name: "contact.phone", lang: null, section: "contact" },
  { name: "about_summary_text.tr", lang: "tr", section: "home" },
  { name: "about_summary_text.en", lang: "en", section: "home" },
  { name: "socialMedia[0].url", lang: null, section: "social-media" },
  { name: "client_logos[0].name", lang: null, section: "clients" },
  { name: "client_logos[0].altText.en", lang: "en", section: "clients" },
] as const;
const editedSections = [...new Set(edited.map((e) => e.section))];

/** Reads the edited fields, section by section. */
async function readAll(page: Page, js: boolean): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const section of editedSections) {
    await page.goto(sectionPath(section));
    for (const { name, lang } of edited.filter((e) => e.section === section)) {
      if (lang) await showLanguage(page, lang, js);
      values[name] = await field(page, name).inputValue();
    }
  }
  return values;
}

/** Fills the edited fields and saves each section on its own. */
async function saveAll(page: Page, js: boolean, values: Record<string, string>) {
  for (const section of editedSections) {
    await page.goto(sectionPath(section));
    for (const { name, lang } of edited.filter((e) => e.section === section)) {
      if (lang) await showLanguage(page, lang, js);
      await field(page, name).fill(values[name]!);
    }
    await saveAndConfirm(page, section);
  }
}

test(
  "saves contact, about text, a social link and a client logo, seen on the public site in two languages",
  { tag: where.desktop },
  async ({ page }, info) => {
    test.setTimeout(150_000);
    const js = hasJs(info);
    const stamp = `${info.project.name}-${Date.now().toString(36)}`;
    const digits = String(10 + (Date.now() % 90));
    const values: Record<string, string> = {
      "contact.phone": `+90 312 555 01 00 ${digits}`,
      "about_summary_text.tr": `Deneme hakkımızda metni ${stamp}`,
      "about_summary_text.en": `Test about text ${stamp}`,
      "socialMedia[0].url": `https://www.linkedin.com/company/ornek-e2e-${stamp}`,
      "client_logos[0].name": `Deneme Müşteri ${stamp}`,
      "client_logos[0].altText.en": `Test client logo ${stamp}`,
    };

    await openAsAdmin(page, "/admin/site-settings");
    await withSettingsLock(async () => {
      const original = await readAll(page, js);
      expect(original["contact.phone"]).toBe("+90 312 555 01 00");
      try {
        await saveAll(page, js, values);
        // The forms show what was stored.
        expect(await readAll(page, js)).toEqual(values);

        await page.goto("/tr/");
        const telHref = `tel:+903125550100${digits}`;
        await expect(page.getByRole("banner").locator(`a[href="${telHref}"]`).locator("visible=true")).toHaveCount(1);
        await expect(
          page.getByRole("banner").locator(`a[href="${values["socialMedia[0].url"]}"]`).locator("visible=true"),
        ).toHaveCount(1);
        await expect(page.getByRole("contentinfo").getByText(values["contact.phone"]!)).toBeVisible();
        await expect(page.getByRole("main").getByText(values["about_summary_text.tr"]!)).toBeVisible();
        await expect(page.getByRole("contentinfo").locator(`a[href="${values["socialMedia[0].url"]}"]`)).toHaveCount(1);

        await page.goto("/en/");
        await expect(page.getByRole("main").getByText(values["about_summary_text.en"]!)).toBeVisible();
        await expect(page.getByRole("main").getByAltText(values["client_logos[0].altText.en"]!)).toHaveCount(1);
        await expect(page.getByRole("contentinfo").getByText(values["contact.phone"]!)).toBeVisible();

        await page.goto("/ru/contact");
        await expect(page.locator("main aside").getByText(values["contact.phone"]!)).toBeVisible();
      } finally {
        await saveAll(page, js, original);
      }
      await page.goto("/tr/");
      await expect(page.getByRole("contentinfo").locator('a[href="tel:+903125550100"]')).toBeVisible();
    });
  },
);

test(
  "bad e-mail, URL and phone get Turkish messages on their fields; values kept, nothing saved",
  { tag: where.desktop },
  async ({ page }, info) => {
    test.setTimeout(90_000);
    const js = hasJs(info);
    const save = async (expected: number) => {
      // Skip the browser's own checks without JavaScript, to reach the server's answer.
      await page.locator("main form").evaluate((f: HTMLFormElement) => (f.noValidate = true));
      const [response] = await Promise.all([
        js ? Promise.resolve(null) : page.waitForResponse((r) => r.request().method() === "POST"),
        page.getByRole("button", { name: "Bölümü Kaydet" }).last().click(),
      ]);
      if (response) expect(response.status()).toBe(expected);
    };
    await openAsAdmin(page, sectionPath("contact"));
    await field(page, "contact.email").fill("e-posta-degil");
    await field(page, "contact.phone").fill("telefon yok");
    await save(400);
    await expect(page.getByText("Geçerli bir e-posta adresi girin.")).toBeVisible();
    await expect(page.getByText(/Telefon numarası en az 7 rakam içermeli/).first()).toBeVisible();
    await expect(field(page, "contact.email")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "contact.email")).toHaveValue("e-posta-degil");
    await expect(field(page, "contact.phone")).toHaveValue("telefon yok");
    if (!js) {
      // The server's answer comes back at the page's top: it says so there, and leads to the first field.
      await expect(
        page.getByRole("alert").filter({ hasText: "Ayarlar kaydedilmedi: 2 alan düzeltilmeli." }),
      ).toBeVisible();
      await page.getByRole("link", { name: "İlk hatalı alana git" }).click();
      const target = decodeURIComponent(new URL(page.url()).hash.slice(1));
      await expect(page.locator(`[id="${target}"]`)).toBeInViewport();
      await expect(page.locator(`[id="${target}"]`)).toHaveAttribute("aria-invalid", "true");
    }

    await page.goto(sectionPath("social-media"));
    await field(page, "socialMedia[0].url").fill("javascript:alert(1)");
    await save(400);
    await expect(
      page.getByText("Bağlantı http:// veya https:// ile başlayan geçerli bir adres olmalıdır."),
    ).toBeVisible();
    await expect(field(page, "socialMedia[0].url")).toHaveValue("javascript:alert(1)");

    // An over-long English title marks the English language as having an error.
    await page.goto(sectionPath("home"));
    await showLanguage(page, "en", js);
    await field(page, "about_summary_title.en").evaluate((input: HTMLInputElement) =>
      input.removeAttribute("maxlength"),
    );
    await field(page, "about_summary_title.en").fill("x".repeat(201));
    await showLanguage(page, "tr", js);
    await save(400);
    await expect(page.getByText("En fazla 200 karakter olabilir.")).toHaveCount(1);
    if (js)
      await expect(
        page.getByRole("group", { name: "Düzenlenen dil" }).getByRole("button", { name: /English/ }),
      ).toContainText("•");
    await expect(page.getByText(/bölümü kaydedildi/)).toHaveCount(0);

    // Nothing was stored.
    await page.goto("/tr/contact");
    await expect(page.locator('main aside a[href="mailto:info@ornek-insaat.example"]')).toBeVisible();
  },
);

test(
  "social links and client logos are added, moved and removed in the form, with or without JavaScript",
  { tag: where.corners },
  async ({ page }) => {
    // Without JavaScript every step is a round trip that renders the whole form again.
    test.setTimeout(90_000);
    await openAsAdmin(page, sectionPath("social-media"));
    const social = page.locator('section[aria-labelledby="settings-social"] ol > li');
    const logos = page.locator('section[aria-labelledby="settings-clients"] ol > li');
    const socialCount = await social.count();

    await page.getByRole("button", { name: "Bağlantı Ekle" }).click();
    await expect(social).toHaveCount(socialCount + 1);
    // A new link starts with the LinkedIn icon.
    await expect(field(page, `socialMedia[${socialCount}].icon`)).toHaveValue("Linkedin");
    await field(page, `socialMedia[${socialCount}].name`).fill("Yeni ağ");
    await social
      .last()
      .getByRole("button", { name: /Kaldır/ })
      .click();
    await expect(social).toHaveCount(socialCount);

    await page.goto(sectionPath("clients"));
    const firstLogo = await field(page, "client_logos[0].name").inputValue();
    const firstAlt = await field(page, "client_logos[0].altText.tr").inputValue();
    const secondLogo = await field(page, "client_logos[1].name").inputValue();
    await logos
      .nth(1)
      .getByRole("button", { name: /Yukarı/ })
      .click();
    await expect(field(page, "client_logos[0].name")).toHaveValue(secondLogo);
    await expect(field(page, "client_logos[1].name")).toHaveValue(firstLogo);
    await expect(logos.first().getByRole("button", { name: /Yukarı/ })).toBeDisabled();
    const logoCount = await logos.count();
    await page.getByRole("button", { name: "Logo Ekle" }).click();
    await expect(logos).toHaveCount(logoCount + 1);
    await logos
      .last()
      .getByRole("button", { name: /Kaldır/ })
      .click();
    await expect(logos).toHaveCount(logoCount);

    // None of that was saved: the public site still shows the seeded order.
    await page.goto("/tr/");
    await expect(page.locator('section[aria-labelledby="clients-title"] img').first()).toHaveAttribute("alt", firstAlt);
  },
);

test(
  "the section list and every section's form fit a phone screen, and every control has a label",
  { tag: where.phone },
  async ({ page }) => {
    test.setTimeout(60_000);
    await openAsAdmin(page, "/admin/site-settings");
    await expect(page.getByRole("heading", { name: "Genel Site Ayarları" })).toBeVisible();
    const list = page.getByRole("navigation", { name: "Ayar bölümleri" });
    for (const section of Object.keys(sectionLabels) as Section[]) {
      await page.goto("/admin/site-settings");
      await list.getByRole("link", { name: new RegExp(`^${sectionLabels[section]}`) }).click();
      await expect(page).toHaveURL(sectionPath(section));
      await expect(page.getByRole("heading", { level: 1 })).toContainText(sectionLabels[section]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, section).toBeLessThanOrEqual(0);
      const unlabelled = await page
        .locator(`form#site-settings-${section}`)
        .evaluate((form) =>
          [...form.querySelectorAll<HTMLInputElement>("input:not([type=hidden]), select, textarea")]
            .filter((el) => el.labels?.length === 0 && !el.getAttribute("aria-label"))
            .map((el) => el.name),
        );
      expect(unlabelled, section).toEqual([]);
    }
  },
);
