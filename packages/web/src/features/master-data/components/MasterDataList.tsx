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

/**
 * The list screen of one master-data resource: the shared table (server-side search, sorting and
 * paging, the spec's empty states) with its filters, and Add, Import and Export at the top.
 */
export function MasterDataList<T extends { id: string }>({
  path,
  resource,
  title,
  subtitle,
  addLabel,
  searchPlaceholder,
  columns,
  importColumns,
  fetch,
  queryKey,
  filters,
  filterControls,
  above,
  addTo,
  testId,
}: {
  /** `/master-data/<path>` (screens) and `/api/master-data/<path>`. */
  path: string;
  resource: Resource;
  title: string;
  subtitle?: string;
  addLabel: string;
  searchPlaceholder?: string;
  columns: ColumnsType<T>;
  /** The import template's columns (the body schema's fields), in order. */
  importColumns: readonly string[];
  /** Another source than the list call (a list answered whole, …). */
  fetch?: (params: QueryParams) => Promise<ListResponse<T>>;
  queryKey?: readonly unknown[];
  filters?: QueryParams;
  filterControls?: ReactNode;
  /** Shown above the table, inside the card (tabs, a switch between lists). */
  above?: ReactNode;
  /** Where Add goes, when not plain `/add` (with a preset, say). */
  addTo?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  const [importing, setImporting] = useState(false);
  const canCreate = ability.can("create", resource);
  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        trail={[{ title: t("menu.master_data") }, { title }]}
        actions={
          <>
            <ExportButton path={path} />
            {canCreate && (
              <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="import-open">
                {t("md.import.button")}
              </Button>
            )}
            {canCreate && (
              <LinkButton type="primary" icon={<PlusOutlined />} to={addTo ?? `/master-data/${path}/add`} data-testid="list-add">
                {addLabel}
              </LinkButton>
            )}
          </>
        }
      />
      <Card>
        {above}
        <ResourceTable<T>
          queryKey={queryKey ?? ["master-data", path]}
          fetch={fetch ?? crudApi<T, unknown>(path).list}
          filters={filters}
          searchPlaceholder={searchPlaceholder ?? t("md.search")}
          onOpen={(row) => void navigate(`/master-data/${path}/detail/${row.id}`)}
          testId={testId}
          toolbar={filterControls && <div className="md-filters">{filterControls}</div>}
          columns={columns}
        />
      </Card>
      {canCreate && (
        <ImportModal
          open={importing}
          onClose={() => setImporting(false)}
          path={path}
          title={t("md.import.title", { list: title })}
          columns={importColumns}
        />
      )}
    </>
  );
}

/** The fields of a shared body schema, in order: the columns of its import template. */
export const columnsOf = (schema: { shape: Record<string, unknown> }): readonly string[] => Object.keys(schema.shape);

/** A cell without a value. */
export const dash = (value: string | null | undefined) => (value === null || value === undefined || value === "" ? "—" : value);
