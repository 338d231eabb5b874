import { describe, expect, it } from "vitest";

import { acceptedTypeNames, imageProblemMessages, maxUploadBytes } from "~/backend/uploads";
import { tooLargeFormMessage } from "~/features/admin/forms.server";
import { formatSize } from "~/features/admin/media";
import { formatBytes } from "~/lib/bytes";

describe("formatBytes", () => {
  it("says kilobytes under a megabyte, whole and rounded down, at least one", () => {
    expect(formatBytes(4 * 1024)).toBe("4 KB");
    expect(formatBytes(300 * 1024)).toBe("300 KB");
    expect(formatBytes(51_134)).toBe("49 KB");
    expect(formatBytes(0)).toBe("1 KB");
    expect(formatBytes(1024 * 1024 - 1)).toBe("1023 KB");
  });

  it("says megabytes to one decimal, rounded down, in Turkish digits unless told otherwise", () => {
    expect(formatBytes(10 * 1024 * 1024)).toBe("10 MB");
    expect(formatBytes(1.46 * 1024 * 1024)).toBe("1,4 MB");
    expect(formatBytes(1.46 * 1024 * 1024, "en")).toBe("1.4 MB");
    expect(formatBytes(maxUploadBytes + 300 * 1024)).toBe("10,2 MB");
  });

  it("is what the admin's messages and the media grid say", () => {
    expect(imageProblemMessages.tooLarge).toBe("Dosya en fazla 10 MB olabilir.");
    expect(tooLargeFormMessage(300 * 1024)).toContain("(en fazla 300 KB)");
    expect(formatSize(0)).toBe("1 KB");
    expect(formatSize(1434)).toBe("1,4 MB");
  });
});

describe("acceptedTypeNames", () => {
  it("lists the accepted image types as a Turkish sentence says them", () => {
    expect(acceptedTypeNames).toBe("JPEG, PNG, GIF veya WebP");
  });
});
