import { loadLedgerTexts } from "../../../locales/ledger";

loadLedgerTexts();

export { BeginningBalanceFormPage } from "./pages/BeginningBalanceFormPage";
export { BeginningBalanceListPage } from "./pages/BeginningBalanceListPage";
