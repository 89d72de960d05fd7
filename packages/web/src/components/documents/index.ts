import "./documents.css";
import { loadApprovalTexts } from "../../locales/approvals";

// Every screen that shows a document shows these; their texts and styles come with them.
loadApprovalTexts();

export { ApprovalPanel } from "./ApprovalPanel";
export { type BarAction, DocumentActions, type SubmitTexts } from "./DocumentActions";
export { DocumentStatusTag } from "./DocumentStatusTag";
export { NoteModal } from "./NoteModal";
export { lastRejection, statusFilterOptions } from "./document-state";
