import { createApiClient } from "./api-client";
import { currentLanguage, i18n } from "./i18n";
import { clearSession } from "./session";
import { toast } from "./toast";

/** The one client the screens use (spec §7). */
export const api = createApiClient({
  getLanguage: currentLanguage,
  texts: () => ({ errorTitle: i18n.t("toast.error"), networkError: i18n.t("toast.network_error") }),
  notifyError: toast.error,
  notifyWarning: (text) => toast.warning(i18n.t("toast.warning"), text),
  onUnauthorized: clearSession,
});

export interface ListMeta {
  page: number;
  per_page: number;
  total: number;
}

export interface ListResponse<T> {
  data: T[];
  meta: ListMeta;
}

export interface MessageResponse {
  message: string;
}

export interface QueryParams {
  page?: number;
  per_page?: number;
  q?: string;
  sort?: string;
  [filter: string]: string | number | boolean | undefined;
}
