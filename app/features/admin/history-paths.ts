import type { TrashEntry } from "~/backend/history";

import { trashTexts } from "./texts/trash";

// The trash's and the audit trail's addresses, the trash's filter parameter and an entry's name:
// what their screens use in the browser too (trash.server.ts and audit.server.ts read the data).

export const trashPath = "/admin/trash";
export const kindParam = "kind";

export const trashName = (entry: Pick<TrashEntry, "label">) => entry.label || trashTexts.unnamed;

export const auditPath = "/admin/audit";
