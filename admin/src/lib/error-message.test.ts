import { describe, expect, it } from "vitest";
import { testI18n } from "../test/i18n";
import { ApiError } from "@app/web/api-client";
import { errorMessage } from "./error-message";

describe("an API error in the admin's language, chosen by its code", () => {
  it("ignores the server's English sentence", () => {
    const error = new ApiError(409, "already_decided", "whatever the server wrote", [], null);
    expect(errorMessage(error, testI18n("en"))).toBe(
      "Another admin has already decided this request. The list has been refreshed.",
    );
    expect(errorMessage(error, testI18n("fr"))).not.toMatch(/Another admin|whatever/);
  });

  it("counts the minutes of a sign-in pause, and falls back by status", () => {
    const i18n = testI18n("en");
    expect(errorMessage(new ApiError(429, "too_many_attempts", "", [], 61), i18n)).toBe(
      "Too many attempts. Please try again in 2 minutes.",
    );
    expect(errorMessage(new ApiError(429, "too_many_attempts", "", [], 30), i18n)).toBe(
      "Too many attempts. Please try again in 1 minute.",
    );
    expect(errorMessage(new ApiError(502, "unknown", "", [], null), i18n)).toBe("Server error. Please try again later.");
    expect(errorMessage(new Error("boom"), i18n)).toBe("Something went wrong. Please try again.");
  });

  it("words the codes it shares with the PWA from the shared messages, in the admin's French catalog too", () => {
    const error = new ApiError(403, "account_suspended", "", [], null);
    expect(errorMessage(error, testI18n("en"))).toBe("Your account is suspended. Please contact support.");
    expect(errorMessage(error, testI18n("fr"))).toMatch(/compte/i);
    expect(errorMessage(new ApiError(0, "network", "", [], null), testI18n("fr"))).not.toMatch(/Network error/);
  });

  it("reads a 400 on a list's parameter as the form message (search text of any length is never refused)", () => {
    const other = new ApiError(400, "invalid_input", "cursor: bad", [{ field: "cursor", code: "invalid_format", message: "" }]);
    expect(errorMessage(other, testI18n("en"))).toBe("Please fill in all required fields correctly.");
  });
});
