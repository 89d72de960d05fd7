import { type FieldErrors, renderTemplate } from "@neraca/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ResourceForm, type ResourceFormProps } from "../../../components/ResourceForm";
import type { UiLanguage } from "../../../lib/i18n";
import { crudApi } from "../crud-api";

/** The texts of a record's screen: Add's title, the list's title (in the trail) and the delete question. */
export interface RecordTexts {
  add: string;
  list: string;
  deleteConfirm: string;
}

/**
 * The add and detail screen of one master-data record: {@link ResourceForm} at
 * `/master-data/<path>`, titled by the record's code and name (or Add), under Master Data and its
 * list. Its texts come from `<texts>.add`, `<texts>.title` and `<texts>.delete_confirm` (`texts`
 * defaults to `md.<path>`), or as given; its calls from `api`, by default the list's {@link crudApi}.
 */
export function MasterDataForm<R extends { id: string; name?: string; code?: string }, V>({
  path,
  texts = `md.${path}`,
  api = crudApi<R, V>(path),
  recordTitle = (record) => (record.code ? `${record.code} · ${record.name ?? ""}` : (record.name ?? "")),
  testId = `${path}-form`,
  ...form
}: Omit<ResourceFormProps<R, V>, "basePath" | "queryKey" | "title" | "trail" | "deleteConfirm" | "api"> & {
  path: string;
  api?: ResourceFormProps<R, V>["api"];
  texts?: string | RecordTexts;
  recordTitle?: (record: R) => ReactNode;
}) {
  const { t } = useTranslation();
  const labels =
    typeof texts === "string"
      ? { add: t(`${texts}.add`), list: t(`${texts}.title`), deleteConfirm: t(`${texts}.delete_confirm`) }
      : texts;
  return (
    <ResourceForm<R, V>
      {...form}
      api={api}
      basePath={`/master-data/${path}`}
      queryKey={["master-data", path]}
      title={(record) => (record ? recordTitle(record) : labels.add)}
      trail={[t("menu.master_data"), labels.list]}
      deleteConfirm={labels.deleteConfirm}
      testId={testId}
    />
  );
}

/** The check of a level whose items belong to a parent (a sub-category to its category): one must be chosen. */
export const parentRequired =
  (needed: boolean, field: string) =>
  (values: { parent_id?: string | null }, language: UiLanguage): FieldErrors =>
    needed && !values.parent_id ? { parent_id: [renderTemplate("required", field, language)] } : {};
