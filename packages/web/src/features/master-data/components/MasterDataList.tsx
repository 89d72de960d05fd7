import { PlusOutlined, UploadOutlined } from "@ant-design/icons";
import type { Resource } from "@neraca/core";
import { Button, Card } from "antd";
import type { ColumnsType } from "antd/es/table/interface";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { ResourceTable } from "../../../components/ResourceTable";
import { useAbility } from "../../../lib/ability";
import type { ListResponse, QueryParams } from "../../../lib/api";
import { crudApi } from "../crud-api";
import { ExportButton } from "./ExportButton";
import { ImportModal } from "./ImportModal";
import "../master-data.css";

/** What a master-data list screen shows: its path, texts, columns and where its rows come from. */
export interface MasterDataListProps<T extends { id: string }> {
  /** `/master-data/<path>` (screens) and `/api/master-data/<path>`. */
  path: string;
  /**
   * The i18n key its texts sit under: `<texts>.title`, `.subtitle`, `.search` (and `.add` for
   * {@link MasterDataList}); `title`, `subtitle`, `searchPlaceholder` and `addLabel` replace one.
   */
  texts?: string;
  /** Required unless `texts` gives it. */
  title?: string;
  subtitle?: string;
  searchPlaceholder?: string;
  columns: ColumnsType<T>;
  /** Another source than the list call (a list answered whole, …). */
  fetch?: (params: QueryParams) => Promise<ListResponse<T>>;
  queryKey?: readonly unknown[];
  filters?: QueryParams;
  filterControls?: ReactNode;
  /** Shown above the table, inside the card (tabs, a switch between lists). */
  above?: ReactNode;
  /** Default `<path>-table`. */
  testId?: string;
}

/** A list's texts: each one given, or else the one under its `texts` key. */
function useListTexts({
  texts,
  title,
  subtitle,
  searchPlaceholder,
}: Pick<MasterDataListProps<{ id: string }>, "texts" | "title" | "subtitle" | "searchPlaceholder">) {
  const { t } = useTranslation();
  const text = (given: string | undefined, key: string) => given ?? (texts ? t(`${texts}.${key}`) : undefined);
  const heading = text(title, "title");
  if (heading === undefined) throw new Error("a master-data list needs a title or its texts key");
  return { title: heading, subtitle: text(subtitle, "subtitle"), searchPlaceholder: text(searchPlaceholder, "search") ?? t("md.search"), text };
}

/**
 * A master-data list screen without import and export: the header under Master Data, and the shared
 * table (server-side search, sorting and paging, the spec's empty states) whose rows open their detail.
 */
export function MasterDataPage<T extends { id: string }>({
  path,
  columns,
  fetch,
  queryKey,
  filters,
  filterControls,
  above,
  testId = `${path}-table`,
  actions,
  children,
  ...named
}: MasterDataListProps<T> & { actions?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { title, subtitle, searchPlaceholder } = useListTexts(named);
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} trail={[{ title: t("menu.master_data") }, { title }]} actions={actions} />
      <Card>
        {above}
        <ResourceTable<T>
          queryKey={queryKey ?? ["master-data", path]}
          fetch={fetch ?? crudApi<T, unknown>(path).list}
          filters={filters}
          searchPlaceholder={searchPlaceholder}
          onOpen={(row) => void navigate(`/master-data/${path}/detail/${row.id}`)}
          testId={testId}
          toolbar={filterControls}
          columns={columns}
        />
      </Card>
      {children}
    </>
  );
}

/** The primary Add button of a list, for those whose roles may create its records. */
export function AddLink({ resource, to, label, testId }: { resource: Resource; to: string; label: string; testId?: string }) {
  const ability = useAbility();
  if (!ability.can("create", resource)) return null;
  return (
    <LinkButton type="primary" icon={<PlusOutlined />} to={to} data-testid={testId}>
      {label}
    </LinkButton>
  );
}

/**
 * The list screen of one master-data resource ({@link MasterDataPage}) with Add, Import and Export at
 * the top.
 */
export function MasterDataList<T extends { id: string }>({
  resource,
  addLabel,
  importColumns,
  addTo,
  filterControls,
  ...page
}: MasterDataListProps<T> & {
  resource: Resource;
  /** Default `<texts>.add`. */
  addLabel?: string;
  /** The import template's columns (the body schema's fields), in order. */
  importColumns: readonly string[];
  /** Where Add goes, when not plain `/add` (with a preset, say). */
  addTo?: string;
}) {
  const { t } = useTranslation();
  const ability = useAbility();
  const [importing, setImporting] = useState(false);
  const canCreate = ability.can("create", resource);
  const { path } = page;
  const { title, text } = useListTexts(page);
  const add = text(addLabel, "add");
  if (add === undefined) throw new Error("a master-data list needs its Add label or its texts key");
  return (
    <MasterDataPage<T>
      {...page}
      filterControls={filterControls && <div className="md-filters">{filterControls}</div>}
      actions={
        <>
          <ExportButton path={path} />
          {canCreate && (
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="import-open">
              {t("md.import.button")}
            </Button>
          )}
          <AddLink resource={resource} to={addTo ?? `/master-data/${path}/add`} label={add} testId="list-add" />
        </>
      }
    >
      {canCreate && (
        <ImportModal
          open={importing}
          onClose={() => setImporting(false)}
          path={path}
          title={t("md.import.title", { list: title })}
          columns={importColumns}
        />
      )}
    </MasterDataPage>
  );
}

/** The fields of a shared body schema, in order: the columns of its import template. */
export const columnsOf = (schema: { shape: Record<string, unknown> }): readonly string[] => Object.keys(schema.shape);

export { dash } from "./columns";
