import { loadLedgerTexts } from "../../../locales/ledger";

loadLedgerTexts();

export { TemplateExportPage } from "./pages/TemplateExportPage";
export { TemplateFormPage } from "./pages/TemplateFormPage";
export { TemplateListPage } from "./pages/TemplateListPage";
