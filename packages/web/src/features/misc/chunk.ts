export { NotAuthorizedPage } from "./pages/NotAuthorizedPage";
export { NotFoundPage } from "./pages/NotFoundPage";
