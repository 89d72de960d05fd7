import { loadLedgerTexts } from "../../../locales/ledger";

loadLedgerTexts();

export { DraftFormPage } from "./pages/DraftFormPage";
export { DraftListPage } from "./pages/DraftListPage";
export { DraftUploadPage } from "./pages/DraftUploadPage";
