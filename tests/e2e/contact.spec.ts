import { expect, test, type Page, type TestInfo } from "@playwright/test";

import { contactThrottle } from "~/backend/port";
import { contactMinFillSeconds } from "~/features/site/contact";

import { openAsAdmin, uniqueName } from "./admin-support";
import { where } from "./where";

// The contact form (docs/product.md §4.6): validated on the server, a message stored and thanked
// in the page's language, then unread in the admin's "Mesajlar"; a program's post (the honeypot
// filled, or sooner than a person types) answered the same and stored nowhere; the sixth message
// in an hour from one address refused, the text kept. Each test sends from an address of its own
// (CF-Connecting-IP, which the local server keeps), so the per-address limit is the test's alone.

/** An address no other test or run shares: the project's and the worker's, and the moment. */
function ownAddress(info: TestInfo): string {
  const n = Date.now() + info.workerIndex * 7919 + info.project.name.length * 104_729;
  return `2001:db8:${(n % 0xffff).toString(16)}:${((n >> 16) % 0xffff).toString(16)}::1`;
}

async function openContact(page: Page, info: TestInfo, path = "/ru/contact") {
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": ownAddress(info) });
  await page.goto(path);
}

const form = (page: Page) => page.locator("main form");

async function fill(page: Page, values: { name: string; email: string; message: string }) {
  await form(page).locator('input[name="name"]').fill(values.name);
  await form(page).locator('input[name="email"]').fill(values.email);
  await form(page).locator('textarea[name="message"]').fill(values.message);
}

/** As a person takes their time: past the form's minimum fill time since the page came. */
const afterFillTime = (page: Page) => page.waitForTimeout(contactMinFillSeconds * 1000 + 500);

test("the contact form validates on the server, keeping what was typed", async ({ page }, info) => {
  await openContact(page, info, "/en/contact");
  // The browser's own checks would stop an empty form; skip them to reach the server's.
  await form(page).evaluate((f: HTMLFormElement) => (f.noValidate = true));
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    form(page).getByRole("button").click(),
  ]);
  expect(response.status()).toBe(400);
  await expect(form(page).locator('input[name="name"]')).toHaveAttribute("aria-invalid", "true");
  await expect(form(page).getByText("This field is required.").first()).toBeVisible();

  await form(page).evaluate((f: HTMLFormElement) => (f.noValidate = true));
  await fill(page, { name: "Ayşe Yılmaz", email: "not-an-email", message: "Merhaba" });
  await form(page).getByRole("button").click();
  await expect(form(page).locator('input[name="email"]')).toHaveAttribute("aria-invalid", "true");
  await expect(form(page).locator('input[name="name"]')).toHaveValue("Ayşe Yılmaz");
  await expect(form(page).locator('textarea[name="message"]')).toHaveValue("Merhaba");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test(
  "a Russian message without JavaScript is thanked in Russian and waits unread in Mesajlar",
  { tag: where.noJs },
  async ({ page }, info) => {
    const name = uniqueName("Иван", info);
    await openContact(page, info);
    // The trap is out of sight and out of the tab order, and says to leave it empty.
    const trap = form(page).getByLabel("Оставьте это поле пустым");
    await expect(trap).toHaveAttribute("tabindex", "-1");
    await expect(trap).not.toBeInViewport();
    await fill(page, { name, email: "ivan@example.com", message: "Здравствуйте! Нужна смета на ремонт моста." });
    await afterFillTime(page);
    await form(page).getByRole("button", { name: "Отправить" }).click();
    await expect(page.getByRole("status")).toContainText("Спасибо, ваше сообщение получено.");
    await expect(form(page).locator('input[name="name"]')).toHaveValue("");

    await openAsAdmin(page, `/admin/messages?q=${encodeURIComponent(name)}`);
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("ivan@example.com");
    await expect(row).toContainText("RU");
    await expect(page.getByRole("link", { name: /Okunmamış/ })).toHaveAttribute("aria-current", "page");

    // Opened, it is read; archived, it leaves the unread list; deleted after its question, it is gone.
    await row.getByRole("link", { name: `${name} adlı kişinin mesajını aç` }).click();
    await expect(page.getByRole("dialog").getByText("Здравствуйте! Нужна смета на ремонт моста.")).toBeVisible();
    await page.getByRole("button", { name: "Arşivle" }).click();
    await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
    await page.goto(`/admin/messages?state=archived&q=${encodeURIComponent(name)}`);
    await page.getByRole("link", { name: `${name} adlı kişinin mesajını sil` }).click();
    await page.getByRole("button", { name: "Sil", exact: true }).click();
    await expect(page.getByRole("status").or(page.getByRole("alert")).first()).toBeAttached();
    await page.goto(`/admin/messages?state=archived&q=${encodeURIComponent(name)}`);
    await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
  },
);

test("a program's post is thanked as a person's and stored nowhere", { tag: [where.once] }, async ({ page }, info) => {
  const trapped = uniqueName("Honeypot", info);
  const hurried = uniqueName("Acele", info);
  await openContact(page, info, "/tr/contact");
  await form(page).getByLabel("Bu alanı boş bırakın").fill("https://spam.example", { force: true });
  await fill(page, { name: trapped, email: "bot@example.com", message: "Kazandınız!" });
  await afterFillTime(page);
  await form(page).getByRole("button").click();
  await expect(page.getByRole("status")).toContainText("Teşekkür ederiz, mesajınız bize ulaştı.");
  // Sent at once after the page came: sooner than a person types.
  await page.goto("/tr/contact");
  await fill(page, { name: hurried, email: "bot@example.com", message: "Kazandınız!" });
  await form(page).getByRole("button").click();
  await expect(page.getByRole("status")).toContainText("Teşekkür ederiz, mesajınız bize ulaştı.");

  for (const name of [trapped, hurried]) {
    for (const state of ["", "&state=read", "&state=archived"]) {
      await openAsAdmin(page, `/admin/messages?q=${encodeURIComponent(name)}${state}`);
      await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
    }
  }
});

// The limit itself (the count per address, the 429, its Russian message, the text kept, another
// address not held back) is proven in the app layer (tests/app/contact-messages.test.ts). Here the
// browser's part: the first messages go out as the form's own post (its stamp and the page's
// address; a request of the page's own context, since `page.setExtraHTTPHeaders` does not reach
// `page.request`), past the fill time once; the one over the limit is the browser's, which shows
// the refusal and keeps the text.
test(
  `the message after ${contactThrottle.perAddress} in an hour from one address is refused, the text kept`,
  { tag: where.corners },
  async ({ page, baseURL }, info) => {
    const address = ownAddress(info);
    await page.setExtraHTTPHeaders({ "CF-Connecting-IP": address });
    await page.goto("/ru/contact");
    const stamp = await form(page).locator('input[name="stamp"]').inputValue();
    const message = "Это сообщение не должно потеряться.";
    await afterFillTime(page);
    for (let i = 0; i < contactThrottle.perAddress; i++) {
      const sent = await page.request.post("/ru/contact", {
        headers: { "CF-Connecting-IP": address, Origin: baseURL! },
        form: { name: uniqueName(`Отправитель ${i}`, info), email: "ivan@example.com", message, website: "", stamp },
      });
      expect(sent.status()).toBe(200);
      expect(await sent.text()).toContain("Спасибо");
    }
    await fill(page, { name: uniqueName("Отправитель", info), email: "ivan@example.com", message });
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      form(page).getByRole("button").click(),
    ]);
    expect(response.status()).toBe(429);
    await expect(page.getByRole("alert")).toContainText("За последний час с этого подключения");
    await expect(form(page).locator('textarea[name="message"]')).toHaveValue(message);
    await expect(form(page).locator('input[name="email"]')).toHaveValue("ivan@example.com");
  },
);

test("the contact page shows the company's contact details and a map", { tag: where.corners }, async ({ page }) => {
  await page.goto("/ru/contact");
  const aside = page.locator("main aside");
  await expect(aside.locator('a[href^="tel:"]')).toBeVisible();
  await expect(aside.locator('a[href^="mailto:"]')).toBeVisible();
  await expect(aside.locator("img")).toHaveAttribute("src", "/images/contact-map.svg");
});
