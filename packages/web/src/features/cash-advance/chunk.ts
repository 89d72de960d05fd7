import { loadCashAdvanceTexts } from "../../locales/cash-advance";

loadCashAdvanceTexts();

export { AdvanceAddPage } from "./pages/AdvanceAddPage";
export { AdvanceApAddPage, AdvanceApFilesPage, AdvanceApListPage, AdvanceApPickPage } from "./pages/ApPostingPages";
export { AdvanceDetailPage } from "./pages/AdvanceDetailPage";
export { AdvanceListPage } from "./pages/AdvanceListPage";
export { ApprovalPage } from "./pages/ApprovalPage";
export { RealisationPage } from "./pages/RealisationPage";
export { RefundPage } from "./pages/RefundPage";
export { RequestFormPage } from "./pages/RequestFormPage";
export { ApprovalListPage, RequestListPage } from "./pages/RequestListPage";
