/**
 * A toast raised inside an open dialog stays in the dialog's flow
 * (pwa/src/signed-in/dialogs-and-projects.css, `.toaster--in-modal`), at 360 px in French:
 * it covers neither the dialog's buttons nor its fields nor its text, also scrolled to the end.
 */
import { expect, test } from "./test";
import { newInvestor, setPrincipal } from "./support";

const T = { fr: { withdraw: "Retirer des fonds" } } as const;

const DIALOG = {
  en: { amount: "Amount (XAF)", continue: "Continue" },
  fr: { amount: "Montant (XAF)", continue: "Continuer" },
} as const;

type Box = { x: number; y: number; width: number; height: number };

test("a toast in an open dialog covers neither its buttons nor the field it is about (fr, 360 px)", async ({ page }) => {
  const t = T.fr;
  const investor = await newInvestor(page, "fr", "Toast investor");
  await setPrincipal(investor, "0", "5000");
  await page.goto("/dashboard");
  await page.getByRole("button", { name: t.withdraw }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(DIALOG.fr.amount).fill("9000");
  const submit = dialog.getByRole("button", { name: DIALOG.fr.continue });
  await submit.click();
  // More than the balance, or outside processing hours: either way a toast in the dialog.
  const toast = dialog.getByRole("alert");
  await expect(toast).toBeVisible();
  await expect(page.locator(".toaster").filter({ has: page.getByRole("alert") })).toHaveCount(1);
  await page.screenshot({ path: "test-results/screens/fr-toast-in-dialog.png" });
  // Scrolled to its end too (where a toast pinned to the screen's bottom would sit), the
  // toast covers none of the dialog's buttons, fields or text.
  // Each check reads the toast's and every target's box in one synchronous pass in the page,
  // so a line of the dialog that arrives meanwhile cannot put the two readings out of step.
  for (const scroll of ["top", "bottom"] as const) {
    const covered = await dialog.evaluate((d, to) => {
      d.scrollTop = to === "top" ? 0 : d.scrollHeight;
      const toastBox = d.querySelector('[role="alert"]')?.getBoundingClientRect();
      if (!toastBox) return ["no toast"];
      const targets = [...d.querySelectorAll(".modal__panel :is(button, input, select, p, label)")];
      return targets
        .filter((t) => {
          const b = t.getBoundingClientRect();
          return (
            b.height > 0 &&
            toastBox.x < b.x + b.width &&
            b.x < toastBox.x + toastBox.width &&
            toastBox.y < b.y + b.height &&
            b.y < toastBox.y + toastBox.height
          );
        })
        .map((t) => t.textContent ?? t.tagName);
    }, scroll);
    expect(covered, `${scroll}: what the toast covers`).toEqual([]);
  }
  await dialog.evaluate((d) => {
    d.scrollTop = d.scrollHeight;
  });
  await page.screenshot({ path: "test-results/screens/fr-toast-in-dialog-end.png" });
  const toastBox = (await toast.boundingBox()) as Box;
  // The toast is on screen, not below the fold.
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(780);
});
