import type { ServerModule } from "./module.js";
import { accountsModule } from "./accounts/accounts.module.js";
import { approvalsModule } from "./approvals/approvals.module.js";
import { authModule } from "./auth/auth.module.js";
import { budgetingModule } from "./budgeting/budgeting.module.js";
import { cashAdvanceModule } from "./cash-advance/cash-advance.module.js";
import { closingModule } from "./closing/closing.module.js";
import { companiesModule } from "./companies/companies.module.js";
import { dashboardModule } from "./dashboard/dashboard.module.js";
import { dimensionsModule } from "./dimensions/dimensions.module.js";
import { healthModule } from "./health/health.module.js";
import { currencyModule } from "./currency/currency.module.js";
import { freightModule } from "./freight/freight.module.js";
import { inventoryModule } from "./inventory/inventory.module.js";
import { journalsModule } from "./journals/journals.module.js";
import { ledgerModule } from "./ledger/ledger.module.js";
import { masterDataModule } from "./master-data/master-data.module.js";
import { officesModule } from "./offices/offices.module.js";
import { purchasingModule } from "./purchasing/purchasing.module.js";
import { payablesModule } from "./payables/payables.module.js";
import { reportsModule } from "./reports/reports.module.js";
import { salesModule } from "./sales/sales.module.js";
import { usersRolesModule } from "./users-roles/users-roles.module.js";
import { cashbankModule } from "./cashbank/cashbank.module.js";

export type { ServerModule } from "./module.js";

/**
 * Every domain of the API, registered under /api in this order (app.ts iterates it). A new domain
 * adds its `<folder>/<folder>.module.ts` and one line here; order matters only where a module's
 * fixed paths must come before another's parametric ones.
 */
export const serverModules: ServerModule[] = [
  healthModule,
  authModule,
  companiesModule,
  officesModule,
  usersRolesModule,
  accountsModule,
  dimensionsModule,
  journalsModule,
  closingModule,
  ledgerModule,
  reportsModule,
  masterDataModule,
  currencyModule,
  approvalsModule,
  cashbankModule,
  purchasingModule,
  inventoryModule,
  salesModule,
  payablesModule,
  cashAdvanceModule,
  freightModule,
  budgetingModule,
  dashboardModule,
];
