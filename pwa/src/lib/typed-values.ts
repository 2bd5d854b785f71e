/**
 * What a reader typed into a prerendered page before the app took over
 * (docs/decisions/0025-prerendered-public-pages.md). When main.tsx cannot hydrate the
 * prerender (a `?ref=` link, a language the cookie did not tell yet) it renders afresh,
 * which replaces the inputs; on a slow phone the reader has often started typing by then.
 * `keepTypedValues` carries every field the reader changed into the new field of the same
 * form (told by its fields' names) and name, with the focus where it was. The forms of
 * these pages are uncontrolled (read from the form on submit), so setting `value` is all
 * React needs. Loaded only for such a fresh render (public/main.tsx); the forms' own part is
 * started-form.ts.
 */

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
/** `form`: the names of its form's fields, which tell the form whatever the language or tab order. */
type Typed = { form: string; name: string; changed: boolean; value: string; checked: boolean; focused: boolean };

/** How long the fresh render may take to show the fields, in ms. */
const WAIT_MS = 15_000;

const isCheckbox = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && field.type === "checkbox";

/** The named fields of `form` (radio groups are left out: these pages have none). */
function namedFields(form: HTMLFormElement): Field[] {
  return [...form.elements].filter(
    (el): el is Field =>
      (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) &&
      el.name !== "" &&
      el.type !== "radio",
  );
}

/** What tells a form apart whatever the language or the tab order: its fields' names. */
const formKey = (form: HTMLFormElement) =>
  namedFields(form)
    .map((f) => f.name)
    .join(" ");

/** The named fields of each form in `root`, with their form's key. */
function fieldsOf(root: HTMLElement): { form: string; field: Field }[] {
  return [...root.querySelectorAll("form")].flatMap((form) => {
    const key = formKey(form);
    return namedFields(form).map((field) => ({ form: key, field }));
  });
}

/** Whether the reader changed `field` from what the markup said. */
function changed(field: Field): boolean {
  if (isCheckbox(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) return [...field.options].some((o) => o.selected !== o.defaultSelected);
  return field.value !== field.defaultValue;
}

/** What the reader changed in `fields`, and the field they were in, read once the fields were replaced. */
function typedIn(fields: { form: string; field: Field }[], focused: Field | null): Typed[] {
  return fields
    .filter(({ field }) => changed(field) || field === focused)
    .map(({ form, field }) => ({
      form,
      name: field.name,
      changed: changed(field),
      value: field.value,
      checked: isCheckbox(field) && field.checked,
      focused: field === focused,
    }));
}

/**
 * Call before a fresh render of `root` starts; call the function it returns once the render
 * is scheduled. The prerendered fields keep what the reader typed until React replaces them
 * (a render on a slow phone takes a second or more, and typing goes on meanwhile), so they
 * are read only then, detached; each value goes into the new field of the same form and
 * name that is still untouched, and the focus follows (watching `root` for up to 15 s).
 */
export function keepTypedValues(root: HTMLElement): () => void {
  const old = fieldsOf(root);
  const oldForms = [...root.querySelectorAll("form")];
  const oldFields = new Set<Element>(old.map((f) => f.field));
  let focused = oldFields.has(document.activeElement as Element) ? (document.activeElement as Field) : null;
  const onFocus = (e: FocusEvent) => {
    if (oldFields.has(e.target as Element)) focused = e.target as Field;
  };
  root.addEventListener("focusin", onFocus);
  return () => {
    let left: Typed[] | null = null;
    let pending = new Set<string>();
    const apply = () => {
      if (old.some((f) => f.field.isConnected)) return; // not replaced yet
      if (left === null) {
        root.removeEventListener("focusin", onFocus);
        left = typedIn(old, focused);
        pending = new Set(oldForms.filter((f) => f.hasAttribute("data-submit-pending")).map(formKey));
      }
      const fields = fieldsOf(root);
      // A form sent before the app started is sent again by the new form (useStartedForm).
      for (const form of root.querySelectorAll("form")) {
        if (pending.delete(formKey(form))) form.setAttribute("data-submit-pending", "1");
      }
      left = left.filter((t) => {
        const found = fields.find((f) => f.form === t.form && f.field.name === t.name)?.field;
        if (!found) return true;
        if (t.changed && !changed(found)) {
          if (isCheckbox(found)) found.checked = t.checked;
          else found.value = t.value;
        }
        if (t.focused) found.focus();
        return false;
      });
      if (left.length === 0 && pending.size === 0) stop();
    };
    const observer = new MutationObserver(apply);
    const timer = setTimeout(() => stop(), WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      root.removeEventListener("focusin", onFocus);
    };
    observer.observe(root, { childList: true, subtree: true });
    apply();
  };
}
