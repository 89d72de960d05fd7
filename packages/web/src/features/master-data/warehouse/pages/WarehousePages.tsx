import { warehouseBody, type WarehouseBody } from "@neraca/core";
import { Row } from "antd";
import { useTranslation } from "react-i18next";
import { RecordSelect } from "../../../../components/ledger/RecordSelect";
import { codeColumn, nameColumn, recordColumn, textColumn } from "../../components/columns";
import { CodeNameFields } from "../../components/CodeNameFields";
import { activeField, FormFields, textField } from "../../components/FormFields";
import { MasterDataForm } from "../../components/MasterDataForm";
import { AddLink, MasterDataPage } from "../../components/MasterDataList";
import { crudApi } from "../../crud-api";

export interface Warehouse {
  id: string;
  code: string;
  name: string;
  office_id: string;
  address: string | null;
  is_active: boolean;
}

export const warehouseApi = crudApi<Warehouse, WarehouseBody>("warehouse");

/** `/master-data/warehouse`: the warehouses under each office, where stock is kept beside the offices themselves. */
export function WarehouseListPage() {
  const { t } = useTranslation();
  return (
    <MasterDataPage<Warehouse>
      path="warehouse"
      texts="md.warehouse"
      filterControls={<AddLink resource="MdWarehouse" to="/master-data/warehouse/add" label={t("md.warehouse.add")} />}
      columns={[codeColumn(t, 120), nameColumn<Warehouse>(t), recordColumn<Warehouse>(t("md.warehouse.office"), "office_id", "master-data/office"), textColumn(t("md.warehouse.address"), "address")]}
    />
  );
}

/** `/master-data/warehouse/add` and `/detail/:id`: code, name, the office it is under, address, in use. */
export function WarehouseFormPage() {
  const { t } = useTranslation();
  return (
    <MasterDataForm<Warehouse, WarehouseBody> path="warehouse" texts="md.warehouse" resource="MdWarehouse" api={warehouseApi} schema={warehouseBody} initialValues={{ is_active: true }}>
      {() => (
        <Row gutter={16}>
          <CodeNameFields />
          <FormFields
            fields={[
              {
                name: "office_id",
                label: t("md.warehouse.office"),
                md: 8,
                required: true,
                extra: t("md.warehouse.office_hint"),
                input: <RecordSelect kind="office" placeholder={t("md.warehouse.office")} data-testid="warehouse-office" />,
              },
              textField("address", t("md.warehouse.address"), 12, 500),
              activeField(t, 4),
            ]}
          />
        </Row>
      )}
    </MasterDataForm>
  );
}
