import { loadLedgerTexts } from "../../../locales/ledger";
import { loadMasterDataTexts } from "../../../locales/master-data";

loadLedgerTexts();
loadMasterDataTexts();

export { EmployeeFormPage } from "./pages/EmployeeFormPage";
export { EmployeeListPage } from "./pages/EmployeeListPage";
