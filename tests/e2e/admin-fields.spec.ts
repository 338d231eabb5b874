import { expect, test } from "@playwright/test";

import { openAsAdmin } from "./admin-support";
import { hasJs } from "./support";

// An admin form field as a screen reader meets it (app/components/admin/field.tsx): its hint is
// the control's description until the field is refused; then the message replaces the hint,
// on screen and as the description, and the control is marked invalid. With JavaScript the
// field is checked when it is left and again as it is typed into; without it the server's answer
// does the same. The machine dialog's order field stands for every field: they are all made
// from Conform's metadata the same way.

test.describe.configure({ timeout: 60_000 });

const hint = "Küçük numara önce gösterilir.";
const refused = "Sıra numarası 0 veya daha büyük olmalıdır.";

test("a field's hint describes it until an error replaces it, and comes back once fixed", async ({ page }) => {
  await openAsAdmin(page, "/admin/machine-park/new");
  const dialog = page.getByRole("dialog");
  const order = dialog.getByLabel("Sıra", { exact: true });
  await expect(order).toHaveAccessibleDescription(hint);
  await expect(order).not.toHaveAttribute("aria-invalid");
  // A field without a hint has no description of its own.
  await expect(dialog.getByLabel("Ad", { exact: true }).first()).toHaveAccessibleDescription("");

  await order.fill("-5");
  if (hasJs(test.info())) await order.blur();
  else await dialog.getByRole("button", { name: "Kaydet" }).click();

  const refusedOrder = page.getByRole("dialog").getByLabel("Sıra", { exact: true });
  await expect(refusedOrder).toHaveAttribute("aria-invalid", "true");
  await expect(refusedOrder).toHaveAccessibleDescription(refused);
  await expect(page.getByRole("dialog").getByText(refused)).toBeVisible();
  await expect(page.getByRole("dialog").getByText(hint)).toHaveCount(0);

  if (!hasJs(test.info())) return;
  await refusedOrder.fill("3");
  await expect(refusedOrder).not.toHaveAttribute("aria-invalid");
  await expect(refusedOrder).toHaveAccessibleDescription(hint);
  await expect(page.getByRole("dialog").getByText(refused)).toHaveCount(0);
});
