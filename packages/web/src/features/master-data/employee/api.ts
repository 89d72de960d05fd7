import type { CodedRecord } from "../crud-api";

export interface Employee extends CodedRecord {
  /** The employee id (NIK karyawan): the record's code. */
  employee_id: string;
  user_id: string | null;
  work_unit_id: string | null;
  office_id: string | null;
  position: string | null;
  email: string | null;
  phone: string | null;
}

export const EMPLOYEE_PATH = "employee";
