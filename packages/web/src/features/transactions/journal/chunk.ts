import { loadLedgerTexts } from "../../../locales/ledger";

loadLedgerTexts();

export { JournalAddPage } from "./pages/JournalAddPage";
export { JournalDetailPage } from "./pages/JournalDetailPage";
export { JournalListPage } from "./pages/JournalListPage";
export { JournalReportPage } from "./pages/JournalReportPage";
