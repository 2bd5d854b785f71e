/**
 * Loads form-support.ts (the checks, the error texts and their catalog, the way into the app) once: on the
 * first focus of a form field, or at submit at the latest. Until then a form renders no
 * error, so /login becomes interactive without this code (issue 22's 75 kB for /login).
 * `formSupport()` gives the loaded module to a render that shows errors, which only exist
 * once a check or an answer has run, that is, once this has loaded.
 */
import { networkError } from "@app/web/network-error";
import { toast } from "@app/web/toast-store";
import { ensureAppCatalog } from "../../../lib/app-catalog";
import { loadOnce } from "../../../lib/load-once";

type FormSupport = typeof import("./form-support");

// With the texts of its errors, which the first render did not need (lingui.config.ts). A
// failed download on a flaky network: the next focus or submit tries again.
const support = loadOnce(() => Promise.all([import("./form-support"), ensureAppCatalog()]).then(([module]) => module));

/** Starts the download (once) and resolves with the module. */
export function loadFormSupport(): Promise<FormSupport> {
  return support.load();
}

/** For a submit: the module, or null once the reader was told it could not load (the next press tries again). */
export async function formSupportForSubmit(): Promise<FormSupport | null> {
  try {
    return await loadFormSupport();
  } catch {
    toast({ title: networkError, variant: "destructive" });
    return null;
  }
}

/** For a form's focus: starts the download; a failure shows at submit, which tries again. */
export function preloadFormSupport(): void {
  loadFormSupport().catch(() => undefined);
}

/**
 * The loaded module, for rendering field errors. Throws when called before it loaded: a
 * form sets its issues only after `await loadFormSupport()`.
 */
export function formSupport(): FormSupport {
  const loaded = support.current();
  if (!loaded) throw new Error("form-support not loaded");
  return loaded;
}
