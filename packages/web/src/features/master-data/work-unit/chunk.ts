import { loadLedgerTexts } from "../../../locales/ledger";

loadLedgerTexts();

export { WorkUnitFormPage } from "./pages/WorkUnitFormPage";
export { WorkUnitListPage } from "./pages/WorkUnitListPage";
