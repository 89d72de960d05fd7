import { StatusPage } from "../components/StatusPage";

export function NotFoundPage() {
  return <StatusPage status="404" texts="not_found" />;
}
