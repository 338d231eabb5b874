import { describe, expect, it } from "vitest";

import { formStamp, formStampAge } from "~/lib/form-stamp.server";

// The signed time a form carries (app/lib/form-stamp.server.ts): only this secret makes one, and
// it tells how long ago the form was given out.

const secret = "stamp-test-secret-0123456789abcdef";
const now = Date.UTC(2026, 10, 27, 12);

describe("a form's time stamp", () => {
  it("tells how long ago its form was given out", async () => {
    expect(await formStampAge(secret, await formStamp(secret, now - 4_000), now)).toBe(4_000);
    expect(await formStampAge(secret, await formStamp(secret, now), now)).toBe(0);
  });

  it("is nothing when absent, malformed, altered, signed with another secret or from the future", async () => {
    const stamp = await formStamp(secret, now - 10_000);
    const [time, signature] = stamp.split(".") as [string, string];
    for (const other of [
      null,
      "",
      42,
      time,
      `${time}.`,
      `${Number(time) - 60_000}.${signature}`,
      `${time}.${signature.slice(0, -1)}0`.replace(/.$/, signature.endsWith("0") ? "1" : "0"),
      `${time}.${signature.toUpperCase()}`,
      await formStamp("another-secret-0123456789abcdef0", now - 10_000),
      `${"9".repeat(16)}.${signature}`,
    ])
      expect(await formStampAge(secret, other, now), String(other)).toBeNull();
    expect(await formStampAge(secret, await formStamp(secret, now + 5_000), now)).toBeNull();
  });
});
