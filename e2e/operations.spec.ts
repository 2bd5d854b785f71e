/**
 * Jobs an operator can watch (docs/product-rules.md#operations, OPS-2, OPS-3, OPS-5), at 1366 px
 * in en and fr: the owner opens the Operations tab and reads their alerts (none on a healthy
 * server, or each with Acknowledge) and the failed jobs with the same counts the API gives
 * (none on a healthy server, or the open ones with their queue and a Send again button); the
 * health endpoint agrees with it. How a job fails and is sent again once is
 * proven by worker tests (src/routes/operations.test.ts): no journey can break a queue on purpose.
 */
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./test";
import { LANGS, ownerApi, ownerPage, snap } from "./support";

test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false });

const T = {
  en: {
    tab: "Operations",
    failed: "Failed",
    empty: "No failed jobs: every queue job has run.",
    resend: "Send again",
    alerts: "Alerts",
    noAlert: "No open alert: the books balance, the daily runs ran and no job failed for good.",
    acknowledge: "Acknowledge",
  },
  fr: {
    alerts: "Alertes",
    noAlert:
      "Aucune alerte ouverte\u00a0: les comptes sont équilibrés, les traitements quotidiens ont tourné et aucune tâche n’a définitivement échoué.",
    acknowledge: "Marquer comme vue",
    tab: "Exploitation",
    failed: "En échec",
    empty: "Aucune tâche en échec\u00a0: toutes les tâches des files ont abouti.",
    resend: "Renvoyer",
  },
};

for (const lang of LANGS) {
  test(`the owner reads the failed jobs in Operations, as the health endpoint counts them (${lang})`, async ({ browser }) => {
    const t = T[lang];
    const api = await ownerApi();
    const list = (await (await api.get("/api/admin/operations/failed-jobs?status=open")).json()) as {
      counts: { open: number };
    };
    const health = await api.get("/api/health");
    const body = (await health.json()) as { checks: { failedJobs: number; database: string } };
    expect(body.checks.database).toBe("ok");
    expect(body.checks.failedJobs).toBe(list.counts.open);

    const page = await ownerPage(browser, lang);
    await page.goto("/admin/users");
    await page.getByRole("tab", { name: t.tab }).click();
    await expect(page).toHaveURL(/\/admin\/operations/);
    await expect(page.getByRole("tab", { name: `${t.failed} (${list.counts.open})` })).toBeVisible();
    const alerts = (await (await api.get("/api/admin/operations/alerts?status=open")).json()) as { counts: { open: number } };
    await expect(page.getByRole("heading", { name: t.alerts })).toBeVisible();
    if (alerts.counts.open === 0) await expect(page.getByText(t.noAlert)).toBeVisible();
    else await expect(page.getByRole("button", { name: t.acknowledge }).first()).toBeVisible();
    if (list.counts.open === 0) await expect(page.getByText(t.empty)).toBeVisible();
    else await expect(page.getByRole("button", { name: t.resend }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
    await expectNoAxeViolations(page, `Operations (${lang})`);
    await snap(page, `${lang}-operations`);
    await page.context().close();
  });
}
