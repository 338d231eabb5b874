import { describeAuditContract } from "../contract/audit";
import { describeBackendContract } from "../contract/backend-contract";
import { describeContentVersionContract } from "../contract/content-version";
import { describeImageVariantsContract } from "../contract/image-variants";
import { describeListWindowsContract } from "../contract/list-windows";
import { describeRecordVersionsContract } from "../contract/record-versions";
import { describeRevisionsContract } from "../contract/revisions";
import { describeTrashContract } from "../contract/trash";
import { d1Harness } from "./d1-harness";

describeBackendContract(d1Harness);
describeRecordVersionsContract(d1Harness);
describeContentVersionContract(d1Harness);
describeImageVariantsContract(d1Harness);
describeListWindowsContract(d1Harness);
describeRevisionsContract(d1Harness);
describeTrashContract(d1Harness);
describeAuditContract(d1Harness);
