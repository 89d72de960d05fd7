import { type OfficeBody, officeBody } from "@neraca/core";
import type { FastifyPluginAsync } from "fastify";
import { offices } from "../../db/schema/index.js";
import { AppError } from "../../platform/errors.js";
import { iso, registerCrud } from "../../platform/crud.js";

type OfficeRow = typeof offices.$inferSelect;

export const presentOffice = (o: OfficeRow) => ({
  id: o.id,
  code: o.code,
  name: o.name,
  branch: o.branch,
  brand: o.brand,
  address: o.address,
  phone: o.phone,
  fax: o.fax,
  email: o.email,
  website: o.website,
  npwp: o.npwp,
  bank_name: o.bankName,
  bank_branch: o.bankBranch,
  bank_account_name: o.bankAccountName,
  bank_account_number: o.bankAccountNumber,
  is_head_office: o.isHeadOffice,
  created_at: iso(o.createdAt),
  updated_at: iso(o.updatedAt),
});

export const officeRoutes: FastifyPluginAsync = async (app) => {
  registerCrud<OfficeRow, OfficeBody, Record<string, never>>(app, {
    path: "/master-data/office",
    resource: "MdOffice",
    entity: "office",
    table: offices,
    body: officeBody,
    toColumns: (body) => ({
      code: body.code,
      name: body.name,
      branch: body.branch,
      brand: body.brand,
      address: body.address,
      phone: body.phone,
      fax: body.fax,
      email: body.email,
      website: body.website,
      npwp: body.npwp,
      bankName: body.bank_name,
      bankBranch: body.bank_branch,
      bankAccountName: body.bank_account_name,
      bankAccountNumber: body.bank_account_number,
    }),
    present: presentOffice,
    search: [offices.code, offices.name, offices.branch],
    sortable: { code: offices.code, name: offices.name, branch: offices.branch, created_at: offices.createdAt },
    defaultSort: "code",
    uniqueField: "code",
    beforeDelete: (row) => {
      if (row.isHeadOffice) throw new AppError(409, "office_head_delete");
    },
  });
};
