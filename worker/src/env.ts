/** Bindings and variables of the Worker (wrangler.toml, .dev.vars, Worker secrets). */
export interface Env {
  DB: D1Database;
  SESSIONS: KVNamespace;
  ASSETS: Fetcher;
  /** "development" locally; cookies then drop nothing but HSTS is not sent over http. */
  APP_ENV?: string;
  /** First admin, created from configuration on the first admin sign-in (decisions.md section 3). */
  ADMIN_USERNAME?: string;
  ADMIN_PASSWORD?: string;
  /** HMAC key of the sign-in device cookies, at least 32 characters (services/device-cookies.ts); a Worker secret when deployed. */
  DEVICE_COOKIE_SECRET?: string;
}

export type AppBindings = { Bindings: Env; Variables: AppVariables };

export interface AppVariables {
  userSession?: import("./services/sessions").SessionRecord;
  adminSession?: import("./services/sessions").SessionRecord;
  user?: import("./services/users").UserRow;
  admin?: import("./services/admins").AdminRow;
}
