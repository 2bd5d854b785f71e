/**
 * Identity checked by staff (docs/product-rules.md#identity, IDV-1..IDV-7, issue 35 section
 * 3): an investor at 360 px opens "Verify your identity" from the dashboard, sends the form
 * with two photos and reads that staff are checking it; a staff member at 1366 px, in the
 * other language, reviews the check with both images and proposes approval; a second admin
 * approves it; the investor then reads that they are at tier 2. axe on each new screen.
 */
import { expect, test } from "./test";
import { expectNoAxeViolations } from "./axe";
import { approveAsChecker, BASE, type Lang, otherLang, ownerApi, ownerPage, signedInInvestor, snap } from "./support";

/** A real 40 × 30 PNG, so the review page shows an image. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAAK0lEQVR4nO3NMQ0AAAgDsMlBIhKRhQw4mvRvputExGKxWCwWi8VisVj8N17V/ZfbssFANwAAAABJRU5ErkJggg==",
  "base64",
);

const INVESTOR = {
  en: {
    link: "Verify your identity",
    name: "Full legal name",
    birth: "Date of birth",
    number: "Document number",
    document: "Photo of your document",
    selfie: "Selfie",
    send: "Send for checking",
    checking: /Our staff are checking your documents/,
    verified: /Your account is at tier 2/,
    line: /Your identity is verified \(tier 2\)/,
  },
  fr: {
    link: "Vérifier votre identité",
    name: "Nom légal complet",
    birth: "Date de naissance",
    number: "Numéro de la pièce",
    document: "Photo de votre pièce",
    selfie: "Selfie",
    send: "Envoyer pour vérification",
    checking: /Notre équipe vérifie vos documents/,
    verified: /Votre compte est au niveau\u00a02/,
    line: /Votre identité est vérifiée \(niveau\u00a02\)/,
  },
} as const;

const STAFF = {
  en: {
    review: /^Review #/,
    propose: "Propose approval",
    reason: "Reason",
    confirm: "Propose",
    waiting: "Waiting for a second admin",
  },
  fr: {
    review: /^Examiner le n°/,
    propose: "Proposer l’approbation",
    reason: "Motif",
    confirm: "Proposer",
    waiting: "En attente d’un second administrateur",
  },
} as const;

for (const lang of ["en", "fr"] as const satisfies readonly Lang[]) {
  test(`an investor sends their identity, two staff approve it, and they reach tier 2 (${lang}, 360 px; staff 1366 px)`, async ({
    browser,
  }) => {
    const t = INVESTOR[lang];
    const name = `Identity ${lang} ${Date.now().toString(36)}`;
    const { page } = await signedInInvestor(browser, lang, name);
    await page.getByRole("link", { name: t.link }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.link })).toBeVisible();
    await expectNoAxeViolations(page, `identity form (${lang})`);
    await page.getByLabel(t.name).fill(`${name} Mballa`);
    await page.getByLabel(t.birth).fill("1995-05-20");
    await page.getByLabel(t.number).fill("CM-4455667");
    await page.getByLabel(t.document).setInputFiles({ name: "cni.png", mimeType: "image/png", buffer: PNG });
    await page.getByLabel(t.selfie, { exact: true }).setInputFiles({ name: "selfie.png", mimeType: "image/png", buffer: PNG });
    await snap(page, `${lang}-identity-01-form`);
    await page.getByRole("button", { name: t.send }).click();
    await expect(page.getByTestId("identity-state")).toHaveText(t.checking);
    await expectNoAxeViolations(page, `identity sent (${lang})`);
    await snap(page, `${lang}-identity-02-sent`);
    const mine = (await (await page.request.get("/api/user/identity")).json()) as { check: { id: number } };
    const checkId = mine.check.id;

    // The first staff member, in the other language, reviews and proposes approval.
    const staffLang = otherLang(lang);
    const s = STAFF[staffLang];
    const admin = await ownerPage(browser, staffLang);
    await admin.goto("/admin/identity");
    const row = admin.locator("tr").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expectNoAxeViolations(admin, `identity tab (${staffLang})`);
    await row.getByRole("link", { name: s.review }).click();
    await expect(admin.locator(".identity-images img").first()).toHaveJSProperty("naturalWidth", 40);
    await expectNoAxeViolations(admin, `identity review (${staffLang})`);
    await snap(admin, `${staffLang}-identity-03-review`);
    await admin.getByRole("button", { name: s.propose }).click();
    const dialog = admin.getByRole("dialog");
    await dialog.getByLabel(s.reason).fill("Document and selfie match the legal name");
    await dialog.getByRole("button", { name: s.confirm, exact: true }).click();
    await expect(admin.getByRole("dialog")).toHaveCount(0);
    await expect(admin.getByText(s.waiting).first()).toBeVisible();
    await snap(admin, `${staffLang}-identity-04-proposed`);

    // A second admin approves; the investor is at tier 2.
    const api = await ownerApi();
    const check = (await (await api.get(`${BASE}/api/admin/identity/${checkId}`)).json()) as { openApprovalId: number };
    await approveAsChecker(check.openApprovalId);
    await page.reload();
    await expect(page.getByTestId("identity-state")).toHaveText(t.verified);
    await snap(page, `${lang}-identity-05-verified`);
    const verification = await (await page.request.get("/api/user/verification")).json();
    expect(verification).toMatchObject({ tier: 2 });
    await page.goto("/dashboard");
    await expect(page.getByTestId("verification-line")).toHaveText(t.line);
  });
}
