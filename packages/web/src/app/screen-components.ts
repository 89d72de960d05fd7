import type { ComponentType, LazyExoticComponent } from "react";
import { lazyPage } from "./lazy-page";

const login = () => import("../features/auth/login-routes");
const auth = () => import("../features/auth/routes");
const companies = () => import("../features/companies/routes");
const invitations = () => import("../features/invitations/routes");
const misc = () => import("../features/misc/routes");
const profile = () => import("../features/profile/routes");
const dashboard = () => import("../features/dashboard/routes");
const settings = () => import("../features/settings/routes");
const offices = () => import("../features/master-data/office/routes");
const members = () => import("../features/master-data/user/routes");
const accounts = () => import("../features/master-data/chart-of-account/routes");
const prefixes = () => import("../features/master-data/prefix/routes");
const workUnits = () => import("../features/master-data/work-unit/routes");
const dimensions = () => import("../features/master-data/dimension/routes");
const tags = () => import("../features/master-data/tag/routes");
const templates = () => import("../features/master-data/journal-template/routes");
const contacts = () => import("../features/master-data/contact/routes");
const products = () => import("../features/master-data/product/routes");
const taxes = () => import("../features/master-data/tax/routes");
const cashbanks = () => import("../features/master-data/cashbank/routes");
const employees = () => import("../features/master-data/employee/routes");
const ports = () => import("../features/master-data/port/routes");
const integrations = () => import("../features/master-data/integration/routes");
const journals = () => import("../features/transactions/journal/routes");
const drafts = () => import("../features/transactions/draft-journal/routes");
const beginningBalances = () => import("../features/transactions/beginning-balance/routes");
const closing = () => import("../features/transactions/closing/routes");
const approvals = () => import("../features/approvals/routes");

/** The activity and element hierarchies: six levels, one pair of pages. */
const dimensionPaths = [
  "coa-main-group-activity",
  "coa-group-activity",
  "coa-activity",
  "element-main-group-activity",
  "element-group-activity",
  "element-activity",
];
const dimensionList = lazyPage(dimensions, "DimensionListPage");
const dimensionForm = lazyPage(dimensions, "DimensionFormPage");
const dimensionScreens = Object.fromEntries(
  dimensionPaths.flatMap((path) => [
    [`/master-data/${path}`, dimensionList],
    [`/master-data/${path}/add`, dimensionForm],
    [`/master-data/${path}/detail/:id`, dimensionForm],
  ]),
);
const templateList = lazyPage(templates, "TemplateListPage");
const templateForm = lazyPage(templates, "TemplateFormPage");
const reports = () => import("../features/reports/routes");

/** The trio of a list screen (`path`, `/add`, `/detail/:id`) on one pair of pages. */
const trio = (path: string, list: LazyExoticComponent<ComponentType>, form: LazyExoticComponent<ComponentType>) => ({
  [path]: list,
  [`${path}/add`]: form,
  [`${path}/detail/:id`]: form,
});
const catalogueList = lazyPage(products, "CatalogueListPage");
const catalogueForm = lazyPage(products, "CatalogueFormPage");
const cashbankList = lazyPage(cashbanks, "CashbankListPage");
const contactForm = lazyPage(contacts, "ContactFormPage");
const portList = lazyPage(ports, "PortListPage");
const portForm = lazyPage(ports, "PortFormPage");
const integrationList = lazyPage(integrations, "IntegrationListPage");
const integrationForm = lazyPage(integrations, "IntegrationFormPage");
/** Contacts, products, taxes, cash and bank, employees, ports and integrations (issue 5). */
const referenceScreens = {
  ...trio("/master-data/contact", lazyPage(contacts, "ContactListPage"), contactForm),
  "/master-data/contact/home": lazyPage(contacts, "ContactHomePage"),
  ...trio("/master-data/cashbank", cashbankList, lazyPage(cashbanks, "CashbankFormPage")),
  "/master-data/cashbank/all": cashbankList,
  ...trio("/master-data/product", lazyPage(products, "ProductListPage"), lazyPage(products, "ProductFormPage")),
  ...trio("/master-data/unit", catalogueList, catalogueForm),
  ...trio("/master-data/product-brand", catalogueList, catalogueForm),
  ...trio("/master-data/product-category", catalogueList, catalogueForm),
  ...trio("/master-data/product-sub-category", catalogueList, catalogueForm),
  ...trio("/master-data/tax", lazyPage(taxes, "TaxListPage"), lazyPage(taxes, "TaxFormPage")),
  ...trio("/master-data/employee", lazyPage(employees, "EmployeeListPage"), lazyPage(employees, "EmployeeFormPage")),
  ...trio("/master-data/seaport", portList, portForm),
  ...trio("/master-data/airport", portList, portForm),
  ...trio("/master-data/integration-category", integrationList, integrationForm),
  ...trio("/master-data/intergration", integrationList, integrationForm),
  ...trio("/master-data/activity-integration", integrationList, integrationForm),
};

/**
 * The page of every registry path (the registry in @neraca/core says who may open it and where it
 * sits in the menu). Each feature is one chunk, loaded on first visit.
 */
export const screenComponents: Record<string, LazyExoticComponent<ComponentType>> = {
  "/auth/login": lazyPage(login, "LoginPage"),
  "/auth/forgot-password": lazyPage(auth, "ForgotPasswordPage"),
  "/auth/reset-password/:token": lazyPage(auth, "ResetPasswordPage"),
  "/membership/user/signup": lazyPage(auth, "SignupPage"),
  "/membership/user/signup-success": lazyPage(auth, "SignupSuccessPage"),
  "/membership/user/activation/:token": lazyPage(auth, "ActivationPage"),
  "/company/user-invitation/activation/:token": lazyPage(invitations, "InvitationActivationPage"),
  "/error-404": lazyPage(misc, "NotFoundPage"),
  "/pages/not-authorized": lazyPage(misc, "NotAuthorizedPage"),
  "/membership/company-register": lazyPage(companies, "CompanyRegisterPage"),
  "/profile-user": lazyPage(profile, "ProfileUserPage"),
  "/profile": lazyPage(companies, "CompanyProfilePage"),
  "/dashboard": lazyPage(dashboard, "DashboardPage"),
  "/master-data/office": lazyPage(offices, "OfficeListPage"),
  "/master-data/office/add": lazyPage(offices, "OfficeFormPage"),
  "/master-data/office/detail/:id": lazyPage(offices, "OfficeFormPage"),
  "/master-data/user": lazyPage(members, "MemberListPage"),
  "/master-data/user/detail/:id": lazyPage(members, "MemberDetailPage"),
  "/master-data/chart-of-account": lazyPage(accounts, "AccountListPage"),
  "/master-data/chart-of-account/add": lazyPage(accounts, "AccountFormPage"),
  "/master-data/chart-of-account/detail/:id": lazyPage(accounts, "AccountFormPage"),
  "/master-data/setting-coa-default": lazyPage(accounts, "DefaultAccountsPage"),
  "/master-data/prefix/add": lazyPage(prefixes, "PrefixPage"),
  "/master-data/work-unit": lazyPage(workUnits, "WorkUnitListPage"),
  "/master-data/work-unit/add": lazyPage(workUnits, "WorkUnitFormPage"),
  "/master-data/work-unit/detail/:id": lazyPage(workUnits, "WorkUnitFormPage"),
  ...dimensionScreens,
  "/master-data/tag": lazyPage(tags, "TagListPage"),
  "/master-data/tag/add": lazyPage(tags, "TagFormPage"),
  "/master-data/tag/detail/:id": lazyPage(tags, "TagFormPage"),
  "/master-data/journal-template": templateList,
  "/master-data/journal-template/add": templateForm,
  "/master-data/journal-template/detail/:id": templateForm,
  "/master-data/journal-template/export": lazyPage(templates, "TemplateExportPage"),
  ...referenceScreens,
  "/transactions/journal": lazyPage(journals, "JournalListPage"),
  "/transactions/journal/add": lazyPage(journals, "JournalAddPage"),
  "/transactions/journal/detail/:id": lazyPage(journals, "JournalDetailPage"),
  "/transactions/journal/detailreport/:id": lazyPage(journals, "JournalReportPage"),
  "/transactions/draft-journal": lazyPage(drafts, "DraftListPage"),
  "/transactions/draft-journal/add": lazyPage(drafts, "DraftFormPage"),
  "/transactions/draft-journal/detail/:id": lazyPage(drafts, "DraftFormPage"),
  "/transactions/draft-journal/upload": lazyPage(drafts, "DraftUploadPage"),
  "/transactions/journal-template": templateList,
  "/transactions/journal-template/add": templateForm,
  "/transactions/journal-template/detail/:id": templateForm,
  "/transactions/beginning-balance": lazyPage(beginningBalances, "BeginningBalanceListPage"),
  "/transactions/beginning-balance/add": lazyPage(beginningBalances, "BeginningBalanceFormPage"),
  "/transactions/beginning-balance/detail/:id": lazyPage(beginningBalances, "BeginningBalanceFormPage"),
  "/transactions/closing": lazyPage(closing, "ClosingPage"),
  "/transactions/closing/detail/:id": lazyPage(closing, "ClosingDetailPage"),
  "/transactions/module-approval": lazyPage(approvals, "ModuleApprovalPage"),
  "/setting": lazyPage(settings, "SettingPage"),
  "/report/trial-balance": lazyPage(reports, "TrialBalancePage"),
  "/report/ledger": lazyPage(reports, "LedgerReportPage"),
  "/report/journal": lazyPage(reports, "JournalReportPage"),
  "/report/journalreport": lazyPage(reports, "JournalRecapPage"),
  "/report/work-sheet": lazyPage(reports, "WorksheetPage"),
  "/report/balance-sheet": lazyPage(reports, "BalanceSheetPage"),
  "/report/balance-sheet-comparison": lazyPage(reports, "BalanceSheetComparisonPage"),
  "/report/profit-loss": lazyPage(reports, "ProfitLossPage"),
  "/report/monthly-mutation": lazyPage(reports, "MonthlyMutationPage"),
  "/report/audit": lazyPage(reports, "AuditReportPage"),
};
