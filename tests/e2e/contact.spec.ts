import { expect, test } from "@playwright/test";

import { hasJs } from "./support";
import { where } from "./where";

test("the contact form validates on the server and in the browser, then says it is not active yet", async ({
  page,
}, info) => {
  await page.goto("/en/contact");
  const form = page.locator("main form");
  const send = form.getByRole("button");

  // The browser's own checks would stop an empty form without JavaScript; skip them to reach
  // the server's validation, which must answer on its own.
  await form.evaluate((f: HTMLFormElement) => (f.noValidate = true));
  const [response] = await Promise.all([
    hasJs(info) ? Promise.resolve(null) : page.waitForResponse((r) => r.request().method() === "POST"),
    send.click(),
  ]);
  if (response) expect(response.status()).toBe(400);
  await expect(form.locator('input[name="name"]')).toHaveAttribute("aria-invalid", "true");
  await expect(
    form.getByText("This field is required.").or(form.getByText("Bu alan zorunludur.")).first(),
  ).toBeVisible();
  await expect(page.getByRole("status")).not.toContainText(/\S/);

  await form.locator('input[name="name"]').fill("Ayşe Yılmaz");
  await form.locator('input[name="email"]').fill("not-an-email");
  await form.locator('textarea[name="message"]').fill("Merhaba");
  await send.click();
  await expect(form.locator('input[name="email"]')).toHaveAttribute("aria-invalid", "true");
  await expect(form.locator('input[name="name"]')).toHaveValue("Ayşe Yılmaz");

  await form.locator('input[name="email"]').fill("ayse@example.com");
  await send.click();
  await expect(page.getByRole("status")).toContainText(/\S/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("the contact page shows the company's contact details and a map", { tag: where.corners }, async ({ page }) => {
  await page.goto("/ru/contact");
  const aside = page.locator("main aside");
  await expect(aside.locator('a[href^="tel:"]')).toBeVisible();
  await expect(aside.locator('a[href^="mailto:"]')).toBeVisible();
  await expect(aside.locator("img")).toHaveAttribute("src", "/images/contact-map.svg");
});
