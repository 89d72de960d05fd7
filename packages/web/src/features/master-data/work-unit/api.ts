import type { WorkUnitBody } from "@neraca/core";
import { crudApi } from "../crud-api";

export interface WorkUnit {
  id: string;
  code: string;
  name: string;
  head: string | null;
  head_user_id: string | null;
  group_head: string | null;
}

export type WorkUnitValues = WorkUnitBody;

export const workUnitApi = crudApi<WorkUnit, WorkUnitValues>("work-unit");
