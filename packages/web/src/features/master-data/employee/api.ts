import type { EmployeeBody } from "@neraca/core";
import { crudApi, type Stamped } from "../crud-api";

export interface Employee extends Stamped {
  /** The employee id (NIK karyawan): the record's code. */
  code: string;
  employee_id: string;
  name: string;
  user_id: string | null;
  work_unit_id: string | null;
  office_id: string | null;
  position: string | null;
  email: string | null;
  phone: string | null;
  is_active: boolean;
}
export type EmployeeValues = EmployeeBody;

export const EMPLOYEE_PATH = "employee";
export const employeeApi = crudApi<Employee, EmployeeValues>(EMPLOYEE_PATH);
