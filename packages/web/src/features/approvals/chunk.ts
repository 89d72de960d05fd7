import { loadApprovalTexts } from "../../locales/approvals";

loadApprovalTexts();

export { ModuleApprovalPage } from "./pages/ModuleApprovalPage";
