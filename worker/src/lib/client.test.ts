/** The per-address limits' key (docs/product-rules.md#rate-limits): IPv6 by its /64. */
import { describe, expect, it } from "vitest";
import { addressKey } from "./client";

describe("addressKey", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(addressKey("203.0.113.5")).toBe("203.0.113.5");
    expect(addressKey(" 198.51.100.7 ")).toBe("198.51.100.7");
  });

  it("keys an IPv6 address by its /64, whatever its spelling", () => {
    const key = "2001:db8:1:2::/64";
    for (const spelling of [
      "2001:db8:1:2::1",
      "2001:0db8:0001:0002:0000:0000:0000:0001",
      "2001:DB8:1:2:ffff:ffff:ffff:ffff",
      "2001:db8:1:2:a:b:c:d",
      "2001:db8:1:2::",
      "2001:db8:1:2::1%eth0",
      "2001:db8:1:2:0:0:192.0.2.1",
    ]) {
      expect(addressKey(spelling), spelling).toBe(key);
    }
    expect(addressKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(addressKey("::1")).toBe("::/64");
    expect(addressKey("::")).toBe("::/64");
    expect(addressKey("fe80::1%25")).toBe("fe80::/64");
  });

  it("keys an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(addressKey("::ffff:203.0.113.5")).toBe("203.0.113.5");
    expect(addressKey("::ffff:cb00:7105")).toBe("203.0.113.5");
  });

  it("gives one shared key to anything that is not an address, and 'local' without one", () => {
    for (const garbage of [
      "",
      "not-an-ip",
      "1.2.3",
      "999.1.1.1",
      "0x7f.0.0.1",
      "2001:db8::1::2",
      "::g",
      "1.2.3.4/24",
      "a".repeat(5000),
    ]) {
      expect(addressKey(garbage), garbage).toBe("unknown");
    }
    expect(addressKey(undefined)).toBe("local");
  });
});
