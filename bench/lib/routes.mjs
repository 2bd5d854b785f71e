/**
 * The PWA routes the first-screen benches measure (issue 22): bench/lighthouse.mjs and
 * bench/first-screen.mjs. `session` routes need a signed-in investor; home (/) is a signed-in
 * screen (docs/product-rules.md#screen-routes), signed out it leads to /login.
 */
export const ROUTES = [
  { path: "/login", session: false },
  { path: "/terms", session: false },
  { path: "/", session: true },
  { path: "/dashboard", session: true },
  { path: "/projects", session: true },
  { path: "/assistant", session: true },
];

/** The routes `--routes=/a,/b` names, or every one. */
export function chosenRoutes(option) {
  const wanted = option?.split(",");
  return wanted ? ROUTES.filter((r) => wanted.includes(r.path)) : ROUTES;
}
