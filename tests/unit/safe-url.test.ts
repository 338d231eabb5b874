import { describe, expect, it } from "vitest";

import { isSafeLinkUrl, isSafeWebUrl } from "~/lib/safe-url";

import { linkUrlCases } from "../fixtures/link-urls";

// The Worker's rules for stored links and images, on the table the database's own functions are
// held to as well (tests/postgres/safe-link-urls.test.ts): one answer for every address.

describe("stored link and image addresses", () => {
  it("takes a link or an image address exactly when the table says", () => {
    expect(linkUrlCases.map(({ url }) => ({ url, link: isSafeLinkUrl(url), web: isSafeWebUrl(url) }))).toEqual(
      linkUrlCases.map(({ url, link, web }) => ({ url, link, web })),
    );
  });
});
