import { loadLedgerTexts } from "../../../locales/ledger";

loadLedgerTexts();

export { ClosingDetailPage } from "./pages/ClosingDetailPage";
export { ClosingPage } from "./pages/ClosingPage";
