import { describeBackendContract } from "../contract/backend-contract";
import { d1Harness } from "./d1-harness";

describeBackendContract(d1Harness);
