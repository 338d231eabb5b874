import { beforeEach, describe } from "vitest";

import type { Backend } from "~/backend/port";

import { testMember } from "../fixtures/accounts";
import { describeAuthSettingsContract } from "./auth-settings";
import { freshAdminAndVisitor, type ContractContext, type ContractHarness } from "./harness";
import { describeMediaContract } from "./media";
import { describeMessagesContract } from "./messages";
import { describePagesMenuContract } from "./pages-menu";
import { describePickedImagesContract } from "./picked-images";
import { describeProjectsContract } from "./projects";
import { describeRefusalsContract } from "./refusals";
import { describeSlidesEquipmentContract } from "./slides-equipment";
import { describeStoredHtmlContract } from "./stored-html";
import { describeUsersDashboardPublicContract } from "./users-dashboard-public";

// The backend port's contract: what every adapter must do, written against the interface
// only. Each adapter runs it through its own ContractHarness. Before each test the store is
// emptied, the test admin and member accounts are created and the admin signs in; the areas'
// tests are in their own files, and the inputs they save in inputs.ts.

export function describeBackendContract(makeHarness: () => ContractHarness) {
  const h = makeHarness();

  describe(`backend contract (${h.name})`, () => {
    let visitor: Backend;
    let admin: Backend;

    beforeEach(async () => {
      ({ admin, visitor } = await freshAdminAndVisitor(h, [testMember]));
    });

    const ctx: ContractContext = {
      h,
      get admin() {
        return admin;
      },
      get visitor() {
        return visitor;
      },
    };

    describeAuthSettingsContract(ctx);
    describeProjectsContract(ctx);
    describePagesMenuContract(ctx);
    describeSlidesEquipmentContract(ctx);
    describeMediaContract(ctx);
    describePickedImagesContract(ctx);
    describeStoredHtmlContract(ctx);
    describeUsersDashboardPublicContract(ctx);
    describeRefusalsContract(ctx);
    describeMessagesContract(ctx);
  });
}
