/**
 * Issue 9: /login and /terms arrive prerendered (docs/decisions/0025-prerendered-public-pages.md).
 * Without JavaScript the sign-in form and the terms are already on the page; with it, the
 * page hydrates without a mismatch and signing in works. A French reader gets French. Once the
 * service worker is installed, a repeat visit gets the prerendered page from it, in the
 * reader's language, online or offline (pwa/public/prerendered-sw.js; issue 22).
 */
import { expect, test } from "./test";
import { BASE, LANGS, PASSWORD, WORDS, apiRegister, holdAppScripts } from "./support";

test.use({ viewport: { width: 360, height: 740 } });

test("with JavaScript off, /login already shows the sign-in form and /terms the terms", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const doc = await page.goto("/login");
  expect(doc!.headers()["content-security-policy"]).toContain("script-src 'self'");
  // No inline script: every <script> has a src, which the CSP allows.
  expect(await doc!.text()).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
  await expect(page.getByRole("heading", { name: WORDS.en.welcome })).toBeVisible();
  const form = page.getByRole("tabpanel");
  await expect(form.getByLabel(WORDS.en.phone)).toBeVisible();
  await expect(form.getByLabel(WORDS.en.password, { exact: true })).toBeVisible();
  await expect(form.getByRole("button", { name: WORDS.en.login, exact: true })).toBeVisible();

  await page.goto("/terms");
  await expect(page.getByRole("heading", { name: "Terms and Conditions", level: 1 })).toBeVisible();
  await context.close();
});

test("after hydration /login works on its own small app: the tabs switch, signing in opens the dashboard and logging out comes back", async ({
  page,
  request,
}) => {
  const user = await apiRegister(request, "Prerender Reader");
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  // The public pages' entry has no router and no query client
  // (docs/decisions/0038-public-pages-entry.md): the signed-in app's code waits for the sign-in.
  const scripts: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "script") scripts.push(new URL(req.url()).pathname);
  });

  await page.goto("/login");
  // Only a hydrated page switches tabs.
  await page.getByRole("tab", { name: WORDS.en.register }).click();
  await expect(page.getByRole("tabpanel").getByLabel(WORDS.en.fullName)).toBeVisible();
  await page.getByRole("tab", { name: WORDS.en.login }).click();
  const form = page.getByRole("tabpanel");
  await form.getByLabel(WORDS.en.phone).fill(user.phone);
  await form.getByLabel(WORDS.en.password, { exact: true }).fill(PASSWORD);
  expect(scripts.filter((path) => /\/assets\/(index|vendor|signed-in)-/.test(path))).toEqual([]);
  expect(scripts.some((path) => /\/assets\/public-/.test(path))).toBe(true);
  await form.getByRole("button", { name: WORDS.en.login, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: WORDS.en.dashboard, level: 1 })).toBeVisible();
  // The welcome said on the login page's way out shows on the dashboard.
  await expect(page.getByText("Welcome back, Prerender Reader!")).toBeVisible();
  // React reports a markup that differs from the prerender as an error.
  expect(errors.filter((e) => /hydrat|did not match|Minified React error/i.test(e))).toEqual([]);

  // Signed in, /terms (the public pages' app) leads back to the account, never to Login.
  await page.goto("/terms");
  const topBar = page.getByRole("banner");
  await expect(topBar.getByRole("link", { name: WORDS.en.dashboard })).toBeVisible();
  await expect(topBar.getByRole("link", { name: WORDS.en.login })).toHaveCount(0);
  await topBar.getByRole("link", { name: WORDS.en.dashboard }).click();
  await expect(page.getByRole("heading", { name: WORDS.en.dashboard, level: 1 })).toBeVisible();

  // Logging out is a page load of the public app, which says so.
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("You have been logged out successfully")).toBeVisible();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { name: WORDS.en.welcome })).toBeVisible();
});

test("a French reader gets /login in French: the first visit after hydration, the next ones prerendered", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() =>
    localStorage.setItem("lionart-language", JSON.stringify({ state: { locale: "fr" }, version: 0 })),
  );
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: WORDS.fr.welcome })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  // The app wrote the language cookie: the Worker now sends the French prerender, which
  // shows French before any JavaScript runs.
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === "lionart-lang")?.value).toBe("fr");
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  await noJs.addCookies(cookies);
  const bare = await noJs.newPage();
  const doc = await bare.goto("/terms");
  expect(doc!.headers()["content-security-policy"]).toContain("script-src 'self'");
  await expect(bare.locator("html")).toHaveAttribute("lang", "fr");
  await bare.goto("/login");
  await expect(bare.getByRole("heading", { name: WORDS.fr.welcome })).toBeVisible();
  await expect(bare.getByRole("tabpanel").getByLabel(WORDS.fr.phone)).toBeVisible();
  await noJs.close();

  // With JavaScript, the French prerender hydrates without a mismatch and stays interactive.
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  await page.reload();
  await page.getByRole("tab", { name: WORDS.fr.register }).click();
  await expect(page.getByRole("tabpanel").getByLabel(WORDS.fr.fullName)).toBeVisible();
  expect(errors.filter((e) => /hydrat|did not match|Minified React error/i.test(e))).toEqual([]);
  await context.close();
});

test("what a reader typed before the app took over is kept when the page is rendered afresh instead of hydrated", async ({
  browser,
}) => {
  // A French reader whose language cookie is not set yet gets the English prerender, which the
  // app then renders afresh in French (it cannot hydrate another language). On a slow phone
  // the reader has long started typing by then.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() =>
    localStorage.setItem("lionart-language", JSON.stringify({ state: { locale: "fr" }, version: 0 })),
  );
  // The app's scripts arrive late, as on a slow network: the reader types first.
  const release = await holdAppScripts(page);
  await page.goto("/login", { waitUntil: "domcontentloaded" });
  const prerendered = page.getByRole("tabpanel");
  await prerendered.getByLabel(WORDS.en.phone).fill("+237 6 77 12 34 56");
  await prerendered.getByLabel(WORDS.en.password, { exact: true }).fill(PASSWORD);
  await prerendered.getByLabel(WORDS.en.password, { exact: true }).focus();
  release();

  const form = page.getByRole("tabpanel");
  await expect(form.getByLabel(WORDS.fr.phone)).toBeVisible();
  await expect(form.getByLabel(WORDS.fr.phone)).toHaveValue("+237 6 77 12 34 56");
  await expect(form.getByLabel(WORDS.fr.password, { exact: true })).toHaveValue(PASSWORD);
  // The reader keeps typing where they were.
  await expect(form.getByLabel(WORDS.fr.password, { exact: true })).toBeFocused();
  await context.close();
});

test("on a slow phone /login and /terms hydrate without a mismatch, and a number typed meanwhile stays", async ({ page }) => {
  // A phone's CPU: the screen's Suspense boundary hydrates after the frame's session and
  // settings queries have answered, which used to make React throw the prerendered form away.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 });
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  // Hydrated, then (a search in the URL) rendered afresh.
  for (const path of ["/login", "/login?again"]) {
    await page.goto(path);
    const form = page.getByRole("tabpanel");
    // Key by key, as a person types: the app may take over between two keys.
    await form.getByLabel(WORDS.en.phone).pressSequentially("677123456");
    // Only the hydrated page shows the settings' support link.
    await expect(form.getByRole("link", { name: "Chat with support on WhatsApp" })).toBeVisible({ timeout: 30_000 });
    await expect(form.getByLabel(WORDS.en.phone), path).toHaveValue("677123456");
  }
  await page.goto("/terms");
  await expect(page.getByRole("heading", { name: "6. Operator" })).toBeVisible();
  await expect(page.getByText(/Reserve balance|Returns reserve/).first()).toBeVisible({ timeout: 30_000 });
  expect(errors.filter((e) => /hydrat|did not match|Minified React error/i.test(e))).toEqual([]);
});

test("a Login pressed before the app has started never puts the password in a URL, and signs in once the app is up", async ({
  page,
  request,
}) => {
  const user = await apiRegister(request, "Early Presser");
  const urls: string[] = [];
  page.on("request", (r) => urls.push(r.url()));
  // The app's scripts arrive late, as on a slow network: the reader is done before.
  const release = await holdAppScripts(page);
  await page.goto("/login", { waitUntil: "domcontentloaded" });
  const form = page.getByRole("tabpanel");
  await form.getByLabel(WORDS.en.phone).fill(user.phone);
  await form.getByLabel(WORDS.en.password, { exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: WORDS.en.login, exact: true }).click();
  release();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(urls.filter((u) => u.includes(encodeURIComponent(PASSWORD)) || u.includes(PASSWORD))).toEqual([]);
  // Signed in once: one sign-in request.
  expect(urls.filter((u) => u.endsWith("/api/auth/login"))).toHaveLength(1);
});

test("a tab chosen before the app has started shows at once and stays chosen once the app is up", async ({ page }) => {
  const release = await holdAppScripts(page);
  await page.goto("/login", { waitUntil: "domcontentloaded" });
  await page.getByRole("tab", { name: WORDS.en.register }).click();
  const form = page.getByRole("tabpanel");
  await expect(form.getByLabel(WORDS.en.fullName)).toBeVisible();
  await form.getByLabel(WORDS.en.fullName).fill("Early Tapper");
  release();
  // The app is up (its support link shows) and the register tab is still the one shown.
  await expect(form.getByRole("link", { name: "Chat with support on WhatsApp" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("tab", { name: WORDS.en.register })).toHaveAttribute("aria-selected", "true");
  await expect(form.getByLabel(WORDS.en.fullName)).toHaveValue("Early Tapper");
  // And the tabs work as the app's own.
  await page.getByRole("tab", { name: WORDS.en.login }).click();
  await expect(page.getByRole("tabpanel").getByLabel(WORDS.en.password, { exact: true })).toBeVisible();
});

test.describe("with the service worker installed", () => {
  // This part is about the service worker: let it register (playwright.config.ts blocks it elsewhere).
  test.use({ serviceWorkers: "allow" });

  const PAGES = {
    en: { login: ">Welcome<", terms: ">Terms and Conditions<" },
    fr: { login: ">Bienvenue<", terms: ">Conditions générales<" },
  } as const;

  for (const lang of LANGS) {
    test(`a repeat visit to /login and /terms is the prerendered page from the service worker, in the reader's language (${lang})`, async ({
      page,
      context,
    }) => {
      // The reader's language, as the app keeps it (it writes the cookie the Worker reads).
      await context.addCookies([{ name: "lionart-lang", value: lang, url: BASE }]);
      await context.addInitScript(
        (l) => localStorage.setItem("lionart-language", JSON.stringify({ state: { locale: l }, version: 0 })),
        lang,
      );
      const workerScripts: string[] = [];
      page.on("request", (r) => {
        if (/\/(sw\.js|assets\/(register-service-worker|workbox-window)[^/]*\.js)$/.test(r.url())) workerScripts.push(r.url());
      });
      await page.goto("/login");
      await expect(page.locator("#root form[data-started]").first()).toBeAttached();
      // A reader who only reads the page gets no service worker and its precache (240 kB of
      // app): not once the phone was idle, nor once the network was.
      await page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))));
      await page.waitForLoadState("networkidle");
      expect(workerScripts).toEqual([]);
      // Once they use the page (here, the phone field), the app registers the service worker
      // when the phone is idle; it precaches both pages.
      await page.getByRole("tabpanel").getByLabel(WORDS[lang].phone).focus();
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      for (const path of ["login", "terms"] as const) {
        const doc = await page.goto(`/${path}`);
        // Served by the service worker, before any script: the prerendered page itself, not
        // the app shell (whose body is empty until the JavaScript has run).
        expect(doc!.fromServiceWorker()).toBe(true);
        const html = await doc!.text();
        expect(html).toContain(`data-prerendered="/${path}"`);
        expect(html).toContain(PAGES[lang][path]);
      }
      // Offline too.
      await context.setOffline(true);
      const offline = await page.goto("/login");
      expect(offline!.fromServiceWorker()).toBe(true);
      expect(await offline!.text()).toContain(PAGES[lang].login);
      await context.setOffline(false);
    });
  }
});
