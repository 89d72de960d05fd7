import { loadLedgerTexts } from "../../../locales/ledger";

loadLedgerTexts();

export { DimensionFormPage } from "./pages/DimensionFormPage";
export { DimensionListPage } from "./pages/DimensionListPage";
