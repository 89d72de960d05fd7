import { crudApi } from "../crud-api";

export interface Office {
  id: string;
  code: string;
  name: string;
  branch: string | null;
  brand: string | null;
  address: string | null;
  phone: string | null;
  fax: string | null;
  email: string | null;
  website: string | null;
  npwp: string | null;
  bank_name: string | null;
  bank_branch: string | null;
  bank_account_name: string | null;
  bank_account_number: string | null;
  is_head_office: boolean;
}

export type OfficeValues = Omit<Office, "id" | "is_head_office">;

export const officeApi = crudApi<Office, OfficeValues>("office");
