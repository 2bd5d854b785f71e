import { describe, expect, it } from "vitest";
import { placementAvoiding } from "./toast-placement";

describe("placementAvoiding (issue 34: a toast covered the form's submit button at 360 px)", () => {
  const height = 780;
  it("moves the toast to the top when the control just used is in the lower part of the screen", () => {
    expect(placementAvoiding({ top: 700, bottom: 744 }, height)).toBe("top");
    expect(placementAvoiding({ top: 460, bottom: 504 }, height)).toBe("top");
  });
  it("keeps it at the bottom when the control is higher up, off screen, or unknown", () => {
    expect(placementAvoiding({ top: 120, bottom: 164 }, height)).toBe("bottom");
    expect(placementAvoiding({ top: 900, bottom: 944 }, height)).toBe("bottom");
    expect(placementAvoiding(null, height)).toBe("bottom");
  });
});
