import { loadLedgerTexts } from "../../../locales/ledger";

loadLedgerTexts();

export { TagFormPage } from "./pages/TagFormPage";
export { TagListPage } from "./pages/TagListPage";
