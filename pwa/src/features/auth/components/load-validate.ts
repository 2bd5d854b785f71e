/** Loads validate.ts once, on the first focus of a form field or at submit at the latest. */
let pending: Promise<typeof import("./validate")> | null = null;

export function loadValidate() {
  pending ??= import("./validate");
  return pending;
}
