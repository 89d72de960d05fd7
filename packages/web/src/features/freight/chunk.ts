import { loadFreightTexts } from "../../locales/freight";

loadFreightTexts();

export { AccrualListPage, AccrualScreen } from "./pages/AccrualPages";
export { BaccBillScreen, BaccForward, BaccListPage, BaccPaymentListPage, BaccReceiveScreen } from "./pages/BaccPages";
export { AgentStatementPage, NettingListPage, NettingScreen } from "./pages/NettingPages";
export { BatchListPage, BatchScreen, GenerateScreen } from "./pages/GeneratePages";
export { JobListPage, JobScreen } from "./pages/JobPages";
