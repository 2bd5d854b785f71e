/**
 * The register tab's form, whose code loads when the tab is first pointed at or chosen, not
 * with /login: most visitors sign in, and /login becomes interactive on 75 kB (issue 22).
 *
 * On the prerendered page the form's markup is there from the start. Until the code has
 * come, React keeps that markup, read from the page as it hydrates, as markup it does not
 * own: the browser's own fields take typing, and pwa/public/boot.js
 * holds a submit. React then renders the form in its place, and what was typed, the focus
 * and a held submit carry over (lib/typed-values.ts). A fresh render shows the host empty
 * until then; a `?ref=` link opens this tab, so its entry loads the form first.
 */
import { type ReactNode, useEffect, useRef, useState } from "react";
import type { RegisterForm as Form } from "./register-form";
import { networkError } from "@app/web/network-error";
import { toast } from "@app/web/toast-store";
import { ensureAppCatalog } from "../../../lib/app-catalog";
import { useHydrated } from "../../../lib/hydration";
import { loadOnce } from "../../../lib/load-once";

interface Loaded {
  RegisterForm: typeof Form;
  keepTypedValues: typeof import("../../../lib/typed-values").keepTypedValues;
}

/** The host of the form, the same element in the prerender and in the app. */
const HOST_ID = "register-form";

/** The panels waiting for the form to come. */
const waiting = new Set<(came: Loaded) => void>();
const NO_MARKUP = { __html: "" };

// The form's code and texts (the `app` catalog); on a flaky network the next time the tab
// is pointed at, or the form used, tries again.
const registerForm = loadOnce(
  () =>
    Promise.all([import("./register-form"), import("../../../lib/typed-values"), ensureAppCatalog()]).then(
      ([form, typed]): Loaded => ({ RegisterForm: form.RegisterForm, keepTypedValues: typed.keepTypedValues }),
    ),
  (came) => {
    for (const done of waiting) done(came);
  },
);

/** Loads the form's code and texts once; resolves when it can render. */
export function loadRegisterForm(): Promise<Loaded> {
  return registerForm.load();
}

/** For the tab's pointer, focus and choice: starts the download. */
export function preloadRegisterForm(): void {
  loadRegisterForm().catch(() => undefined);
}

export function RegisterPanel({
  referralCode,
  help,
  shown,
  ageOfMajority,
}: {
  referralCode?: string;
  help: ReactNode;
  shown: boolean;
  ageOfMajority?: number;
}) {
  const [form, setForm] = useState(() => registerForm.current());
  const hydrating = !useHydrated();
  // The prerendered markup, read once as hydration starts. React hydrates nothing inside it,
  // and sets it again only when handed another object: this one stays the same, so the
  // fields the reader types in are never replaced. A fresh render has none.
  const [markup] = useState(() => {
    const html = form || !hydrating || typeof document === "undefined" ? undefined : document.getElementById(HOST_ID)?.innerHTML;
    return html === undefined ? undefined : { __html: html };
  });
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (form) return;
    const done = (came: Loaded) => {
      // The reader may have typed into the prerendered form: into the new one it goes.
      const restoreTyped = markup !== undefined && host.current ? came.keepTypedValues(host.current) : undefined;
      setForm(came);
      restoreTyped?.();
    };
    // It may have come between this panel's render and now.
    const came = registerForm.current();
    if (came) done(came);
    waiting.add(done);
    return () => {
      waiting.delete(done);
    };
  }, [form, markup]);

  useEffect(() => {
    if (shown && !form) preloadRegisterForm();
  }, [shown, form]);

  // A download that failed on a flaky network is tried again as the reader uses the
  // prerendered form; a press of Register (held by boot.js) says when it cannot come.
  useEffect(() => {
    const element = host.current;
    if (form || !element) return;
    const retry = () => preloadRegisterForm();
    const submitted = () => {
      loadRegisterForm().catch(() => {
        // Told, the reader presses again once online: nothing is sent behind their back.
        element.querySelector("form")?.removeAttribute("data-submit-pending");
        toast({ title: networkError, variant: "destructive" });
      });
    };
    element.addEventListener("focusin", retry);
    element.addEventListener("submit", submitted);
    return () => {
      element.removeEventListener("focusin", retry);
      element.removeEventListener("submit", submitted);
    };
  }, [form]);

  if (!form) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the prerender's own markup of this form, read from the page itself
    return <div id={HOST_ID} ref={host} dangerouslySetInnerHTML={markup ?? NO_MARKUP} />;
  }
  return (
    <div id={HOST_ID} ref={host}>
      <form.RegisterForm referralCode={referralCode} help={help} ageOfMajority={ageOfMajority} />
    </div>
  );
}
