/**
 * The public pages' entry, /login and /terms (docs/decisions/0038-public-pages-entry.md):
 * React, the catalog and these pages alone, with no router and no query client; start.tsx
 * starts them. /boot.js loads this after the prerendered page's first paint.
 */
import { startPublicPage } from "./start";
import "../styles.css";

startPublicPage();
