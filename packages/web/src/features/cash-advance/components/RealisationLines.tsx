import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Form, Input, Select, Table } from "antd";
import { useTranslation } from "react-i18next";
import { MoneyInput } from "../../../components/ledger/MoneyInput";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import type { VatTax } from "../api";

export const emptyRealisationLine = () => ({ account_id: null, description: "", amount: "", tax_id: null, work_unit_id: null, tag_ids: [] });

/** The realisation's expenses: account, what it was, the receipt's amount before VAT, its VAT, work unit. */
export function RealisationLines({ taxes, disabled }: { taxes: VatTax[]; disabled: boolean }) {
  const { t } = useTranslation();
  const taxOptions = [{ value: "", label: t("cash_advance.realisation.no_tax") }, ...taxes.map((x) => ({ value: x.id, label: `${x.code} · ${x.name}` }))];
  return (
    <Form.List name="details">
      {(fields, { add, remove }) => (
        <>
          <Table
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={fields}
            data-testid="realisation-lines"
            columns={[
              {
                title: t("cash_advance.realisation.expense_account"),
                key: "account",
                width: "28%",
                render: (_, field) => (
                  <Form.Item name={[field.name, "account_id"]} noStyle>
                    <RecordSelect kind="account" style={{ width: "100%" }} data-testid={`line-account-${field.name}`} />
                  </Form.Item>
                ),
              },
              {
                title: t("cash_advance.fields.description"),
                key: "description",
                render: (_, field) => (
                  <Form.Item name={[field.name, "description"]} noStyle>
                    <Input data-testid={`line-description-${field.name}`} />
                  </Form.Item>
                ),
              },
              {
                title: t("cash_advance.fields.amount"),
                key: "amount",
                width: 160,
                render: (_, field) => (
                  <Form.Item name={[field.name, "amount"]} noStyle>
                    <MoneyInput data-testid={`line-amount-${field.name}`} />
                  </Form.Item>
                ),
              },
              {
                title: t("cash_advance.realisation.tax"),
                key: "tax",
                width: 170,
                render: (_, field) => (
                  <Form.Item name={[field.name, "tax_id"]} noStyle>
                    <Select options={taxOptions} style={{ width: "100%" }} data-testid={`line-tax-${field.name}`} />
                  </Form.Item>
                ),
              },
              {
                title: t("cash_advance.realisation.work_unit"),
                key: "work_unit",
                width: 170,
                render: (_, field) => (
                  <Form.Item name={[field.name, "work_unit_id"]} noStyle>
                    <RecordSelect kind="work_unit" allowClear style={{ width: "100%" }} />
                  </Form.Item>
                ),
              },
              {
                key: "remove",
                width: 48,
                render: (_, field) =>
                  !disabled && fields.length > 1 && <Button type="text" icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={t("common.delete")} />,
              },
            ]}
          />
          {!disabled && (
            <Button icon={<PlusOutlined />} onClick={() => add(emptyRealisationLine())} style={{ marginTop: 8 }} data-testid="realisation-add-line">
              {t("cash_advance.realisation.add_line")}
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}
