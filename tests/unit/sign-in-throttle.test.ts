import { describe, expect, it } from "vitest";

import { signInThrottle } from "~/backend/port";
import {
  clientAddressKey,
  slowDownMs,
  throttleFigures,
  throttleLimits,
  unknownAddress,
} from "~/backend/sign-in-throttle";

// The throttle's pure parts: which key a request's address becomes, and how long an e-mail's
// failures make its next answer wait.

const key = (address: string | null, headers: Record<string, string> = {}) =>
  clientAddressKey(
    new Request("https://site.test/admin/login", {
      headers: { ...headers, ...(address === null ? {} : { "CF-Connecting-IP": address }) },
    }),
  );

describe("client address key", () => {
  it("keys IPv4 by the address", () => {
    expect(key("203.0.113.7")).toBe("203.0.113.7");
    expect(key(" 203.0.113.7 ")).toBe("203.0.113.7");
    expect(key("203.0.113.8")).not.toBe(key("203.0.113.7"));
  });

  it("keys IPv6 by its /64, however it is written", () => {
    const forms = [
      "2001:db8:1:2::1",
      "2001:0DB8:0001:0002:0000:0000:0000:0001",
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "[2001:db8:1:2::9]",
      "2001:db8:1:2::1%eth0",
      "2001:db8:1:2:0:0:1.2.3.4",
    ];
    expect(new Set(forms.map((f) => key(f)))).toEqual(new Set(["2001:db8:1:2::/64"]));
    expect(key("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(key("::1")).toBe("0:0:0:0::/64");
    expect(key("2001:db8::")).toBe("2001:db8:0:0::/64");
  });

  it("keys an IPv4-mapped IPv6 address as the IPv4 address", () => {
    expect(key("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(key("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(key("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("trusts only CF-Connecting-IP; anything else, or nothing readable, is the one shared key", () => {
    expect(key(null, { "X-Real-IP": "198.51.100.1", "X-Forwarded-For": "198.51.100.2" })).toBe(unknownAddress);
    for (const bad of [
      "",
      "not-an-address",
      "256.1.1.1",
      "1.2.3",
      "1:2:3:4:5:6:7:8:9",
      "1::2::3",
      "12345::1",
      "::ffff:1.2.3.999",
      "a".repeat(80),
    ]) {
      expect(key(bad), bad).toBe(unknownAddress);
    }
  });
});

describe("per-e-mail slow-down", () => {
  const limit = signInThrottle.maxFailures;

  it("costs nothing for the first half of the limit, then doubles, capped at two seconds", () => {
    const delays = Array.from({ length: 14 }, (_, failures) => slowDownMs(failures, limit));
    expect(delays.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(delays.slice(5, 10)).toEqual([100, 200, 400, 800, 1600]);
    expect(delays.slice(10)).toEqual([2000, 2000, 2000, 2000]);
    expect(slowDownMs(1_000_000, limit)).toBe(throttleFigures.maxDelayMs);
  });

  it("follows a raised limit, so test runs with many deliberate failures are not slowed", () => {
    expect(slowDownMs(400, 1000)).toBe(0);
  });
});

describe("limits", () => {
  it("scale every limit with SIGN_IN_MAX_FAILURES: pair, address twice, account three times an hour, a device its own", () => {
    expect(throttleLimits()).toEqual({
      pair: 10,
      address: 20,
      account: 30,
      device: 10,
      windowMinutes: 15,
      accountWindowMinutes: 60,
    });
    expect(throttleLimits(100)).toMatchObject({ pair: 100, address: 200, account: 300, device: 100 });
  });
});
