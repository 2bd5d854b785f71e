/**
 * The journeys' languages and the words of each they look for: the same strings as the
 * Lingui catalogs, so a journey fails when a screen's words change.
 */
export type Lang = "en" | "fr";
export const LANGS: Lang[] = ["en", "fr"];

/**
 * The other language. A journey runs once (docs/decisions/0020-tests-in-workerd-and-chromium.md):
 * when it has an investor and a staff member, they work in different languages (`lang` and
 * `otherLang(lang)`), and the next journey swaps them, so each journey still reads both
 * catalogs; the axe scans and the language-switch journeys cover every screen in both.
 */
export function otherLang(lang: Lang): Lang {
  return lang === "en" ? "fr" : "en";
}

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
    terms: /I am \d+ or older/,
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
    terms: /J’ai \d+\s?ans ou plus|J'ai \d+\s?ans ou plus/,
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
