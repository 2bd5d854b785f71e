/**
 * Test set-up: every D1 statement prepared or bound in the test isolate (by a test, by the
 * worker under `SELF.fetch`, by a cron run in-process, by the migrations) is checked
 * against the production limits local SQLite does not enforce (`d1-limits.ts`; Cloudflare
 * D1 "Limits"). A statement past a limit throws the guard's error where it is prepared or
 * bound, and is recorded; `afterEach` fails the test that recorded one, even when the
 * worker turned the error into a 500 that the test did not look at
 * (docs/ARCHITECTURE.md#tests).
 */
import { env } from "cloudflare:test";
import { afterAll, afterEach } from "vitest";
import { d1LimitProblems } from "./d1-limits";

/** The error a statement past a D1 limit raises in tests. */
class LimitError extends Error {
  override name = "D1LimitError";
}

interface GuardState {
  violations: string[];
  /** Statements checked so far: lets a test prove a path goes through the guard. */
  checked: number;
  /**
   * The error class, one per isolate: this file is evaluated again for each test file of
   * the workerd (`isolate: false`), but the prototypes are wrapped once, by the first.
   */
  errorClass: typeof LimitError;
}

const STATE = Symbol.for("lionart.d1-limits-guard");
const globals = globalThis as unknown as Record<symbol, GuardState | undefined>;

function state(): GuardState {
  globals[STATE] ??= { violations: [], checked: 0, errorClass: LimitError };
  return globals[STATE];
}

/** The error a statement past a D1 limit raises in tests (the same class in every file of the isolate). */
export const D1LimitError = state().errorClass;

/** Statements checked so far in this isolate. */
export function d1StatementsChecked(): number {
  return state().checked;
}

/** The violations recorded since the last call, which forgets them (for tests that cause one on purpose). */
export function takeD1Violations(): string[] {
  const s = state();
  return s.violations.splice(0);
}

function check(sql: string, params?: readonly unknown[]): void {
  const s = state();
  s.checked += 1;
  const problems = d1LimitProblems(sql, params);
  if (problems.length === 0) return;
  const message = `D1 limit broken (passes on local SQLite, fails on D1): ${problems.join("; ")}`;
  s.violations.push(message);
  throw new D1LimitError(message);
}

type Prepare = (this: D1Database, sql: string) => D1PreparedStatement;
type Bind = (this: D1PreparedStatement, ...values: unknown[]) => D1PreparedStatement;
const PATCHED = Symbol.for("lionart.d1-limits-guard.patched");

/**
 * Wraps `prepare` and `bind` on the prototypes every D1 binding of the isolate shares, and
 * `prepare` of D1 sessions (the replica reads, middleware/d1-session.ts); once per isolate.
 */
function install(): void {
  const dbProto = Object.getPrototypeOf(env.DB) as { prepare: Prepare } & Record<symbol, boolean>;
  if (dbProto[PATCHED]) return;
  const sessionProto = Object.getPrototypeOf(env.DB.withSession("first-primary")) as { prepare: Prepare };
  const stmtProto = Object.getPrototypeOf(env.DB.prepare("SELECT 1")) as { bind: Bind };
  const sqlOf = new WeakMap<D1PreparedStatement, string>();
  const bind = stmtProto.bind;
  for (const proto of [dbProto, sessionProto]) {
    const prepare = proto.prepare;
    proto.prepare = function (this: D1Database, sql: string) {
      check(sql);
      const statement = prepare.call(this, sql);
      sqlOf.set(statement, sql);
      return statement;
    };
  }
  stmtProto.bind = function (this: D1PreparedStatement, ...values: unknown[]) {
    const sql = sqlOf.get(this);
    if (sql === undefined) throw new D1LimitError("bind() on a statement the D1 limits guard did not see prepared");
    check(sql, values);
    const statement = bind.apply(this, values);
    sqlOf.set(statement, sql);
    return statement;
  };
  dbProto[PATCHED] = true;
}

install();

/** Fails the test (or, for a `beforeAll`, the file) that broke a limit. */
function failOnViolations(): void {
  const violations = takeD1Violations();
  if (violations.length > 0) throw new D1LimitError(violations.join("\n"));
}

afterEach(failOnViolations);
afterAll(failOnViolations);
