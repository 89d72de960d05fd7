export { MemberDetailPage } from "./pages/MemberDetailPage";
export { MemberListPage } from "./pages/MemberListPage";
