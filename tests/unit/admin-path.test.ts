import { describe, expect, it } from "vitest";

import { isAdminPath } from "~/lib/admin-path";

describe("isAdminPath", () => {
  it("takes every spelling the admin's routes answer to", () => {
    for (const path of [
      "/admin",
      "/admin/",
      "/admin/users",
      "/ADMIN/users",
      "/Admin/login",
      "/%61dmin/users",
      "/admin.data",
    ])
      expect(isAdminPath(path), path).toBe(true);
  });

  it("leaves the public site's paths alone", () => {
    for (const path of ["/", "/tr/", "/administrator", "/adminx/users", "/tr/admin", "/en/projects"])
      expect(isAdminPath(path), path).toBe(false);
  });

  it("counts a path no route can decode as not public", () => {
    expect(isAdminPath("/%E0%A4%A")).toBe(true);
  });
});
