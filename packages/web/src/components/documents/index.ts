import "./documents.css";
import { loadApprovalTexts } from "../../locales/approvals";

// Every screen that shows a document shows these; their texts and styles come with them.
loadApprovalTexts();

export { ApprovalPanel } from "./ApprovalPanel";
export { type BarAction, type DeleteTexts, DocumentActions, type SubmitTexts } from "./DocumentActions";
export { type AddAction, type CommonFilters, documentColumns, DocumentListPage, type DocumentListPageProps, DocumentTable, type DocumentTableProps } from "./DocumentListPage";
export { type DocumentFormContext, type DocumentFormOptions, DocumentScreen, type DocumentScreenProps, type SaveButton } from "./DocumentScreen";
export { DocumentStateAlert, LifecycleAlert } from "./DocumentStateAlert";
export { DocumentStatusTag } from "./DocumentStatusTag";
export { type DocumentFact, type DocumentLines, DocumentView } from "./DocumentView";
export { type LinkedDocument, LinkedDocuments } from "./LinkedDocuments";
export { NoteModal } from "./NoteModal";
export { NumberAndRequester } from "./NumberAndRequester";
export { RecordLabel } from "./RecordLabel";
export { lastRejection, statusFilterOptions } from "./document-state";
export { useDocument } from "./use-document";
export { type LifecycleApi, type LifecycleOptions, useLifecycle } from "./use-lifecycle";
