/**
 * Shared pieces of the Playwright journeys: the words of each language the journeys look
 * for (the same strings as the Lingui catalogs), fresh phone numbers, API shortcuts for
 * set-up that is not under test, and screenshots kept for people to look at.
 */
import { expect, type APIRequestContext, type Page } from "@playwright/test";

export type Lang = "en" | "fr";
export const LANGS: Lang[] = ["en", "fr"];

export const WORDS = {
  en: {
    welcome: "Welcome",
    login: "Login",
    register: "Register",
    fullName: "Full name",
    phone: "Phone number",
    service: "Mobile money service",
    password: "Password",
    confirm: "Confirm password",
    referral: "Referral code (optional)",
    terms: /I am 18 or older/,
    referralApplied: "Referral applied",
    dashboard: "Dashboard",
    openMenu: "Open menu",
    logout: "Logout",
    loggedOut: "Logged Out",
    notFound: "Page Not Found",
    language: "Language",
    adminLogin: "Log in",
    username: "Username",
    users: "Users",
    adminLogout: "Logout",
  },
  fr: {
    welcome: "Bienvenue",
    login: "Connexion",
    register: "S’inscrire",
    fullName: "Nom complet",
    phone: "Numéro de téléphone",
    service: "Service de mobile money",
    password: "Mot de passe",
    confirm: "Confirmer le mot de passe",
    referral: "Code de parrainage (facultatif)",
    terms: /J’ai 18 ans ou plus|J'ai 18 ans ou plus/,
    referralApplied: "Parrainage appliqué",
    dashboard: "Tableau de bord",
    openMenu: "Ouvrir le menu",
    logout: "Déconnexion",
    loggedOut: "Déconnecté",
    notFound: "Page introuvable",
    language: "Langue",
    adminLogin: "Se connecter",
    username: "Nom d'utilisateur",
    users: "Utilisateurs",
    adminLogout: "Déconnexion",
  },
} as const;

export const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? "8788"}`;
export const ADMIN = { username: "admin", password: "admin-demo-2026" };
export const PASSWORD = "kola-nut-1987";

let counter = 0;
/** A valid, unused Cameroon mobile number (9 digits, starts with 6). */
export function newPhone(): string {
  counter += 1;
  return `6${String(Date.now()).slice(-6)}${String(counter).padStart(2, "0")}`;
}

let addressCounter = Math.floor(Math.random() * 254);
/**
 * A distinct client address for one set-up registration. The Worker limits registrations
 * per address (20 per 15 minutes, keyed by CF-Connecting-IP); every journey shares one
 * server, so set-up registrations would exhaust the limit for later journeys. wrangler dev
 * (miniflare) keeps a CF-Connecting-IP the client sends and fills in the socket's address
 * only when there is none; on Cloudflare the edge always overwrites it, so this cannot
 * weaken the limit in production. Addresses are from TEST-NET-2 (RFC 5737).
 */
export function setupAddress(): string {
  addressCounter += 1;
  return `198.51.100.${(addressCounter % 254) + 1}`;
}

/** Registers an investor through the API (for set-up that is not the subject of a test). */
export async function apiRegister(request: APIRequestContext, fullName: string) {
  const phone = newPhone();
  const res = await request.post("/api/auth/register", {
    headers: { Origin: BASE, "CF-Connecting-IP": setupAddress() },
    data: { fullName, phone, mobileMoneyService: "MTN Mobile Money", password: PASSWORD, acceptTerms: true },
  });
  expect(res.status()).toBe(201);
  const { user } = (await res.json()) as { user: { id: number; referralCode: string } };
  return { phone, ...user };
}

/** Chooses the interface language with the EN/FR selector. */
export async function chooseLanguage(page: Page, lang: Lang): Promise<void> {
  const select = page.getByRole("combobox", { name: /^(Language|Langue)$/ }).first();
  await select.selectOption(lang);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
}

/** Saves a full-page screenshot under test-results/screens for a person to look at. */
export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

/** The admin panel's EN/FR switch is a pair of toggle buttons. */
export async function chooseAdminLanguage(page: Page, lang: Lang): Promise<void> {
  await page
    .getByRole("button", { name: lang === "en" ? "English" : "Français" })
    .first()
    .click();
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
}
