import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router";
import { ChunkTimeoutError } from "./lazy-page";

/**
 * A screen that failed to load or crashed: say so, and offer to reload. Plain markup on purpose:
 * it is part of the first download, and must work when the antd chunks failed to load.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const chunk =
    error instanceof ChunkTimeoutError ||
    (error instanceof Error && /dynamically imported module|Loading chunk|Importing a module/i.test(error.message));
  return (
    <div className="centered-page">
      <div className="route-error" role="alert">
        <h1>{chunk ? t("errors.chunk_title") : t("errors.crash_title")}</h1>
        <p>{chunk ? t("errors.chunk_text") : t("errors.crash_text")}</p>
        <button type="button" className="route-error-button" onClick={() => window.location.reload()}>
          {t("common.reload")}
        </button>
      </div>
    </div>
  );
}
