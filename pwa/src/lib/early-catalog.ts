/**
 * Imported first by the signed-in app's main.tsx, so it runs before the router is evaluated:
 * it starts downloading the reader's catalogs at once, through their loaders (the public
 * pages' /boot.js preloads theirs). On a slow phone that evaluation takes hundreds of
 * milliseconds; the loaders' later calls for the same file reuse this fetch.
 */
import { appCatalog } from "./app-catalog";
import { contentCatalog } from "./content-catalog";
import { messagesCatalog } from "./i18n";
import { moneyCatalog } from "./money-catalog";
import { storedLocale } from "./stored-locale";

const locale = storedLocale();
// Every signed-in screen shows the frame (`messages`, `app`) and long texts (`content`).
const catalogs = [messagesCatalog, appCatalog, contentCatalog];
// /projects waits for the money catalog (its invest texts) before its first screen.
if (window.location.pathname === "/projects") catalogs.push(moneyCatalog);
// A failed download here is tried again, and reported, by the render that needs it.
for (const catalog of catalogs) catalog.load(locale).catch(() => undefined);
