import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Col, Form, Input, Row, Select } from "antd";
import { useTranslation } from "react-i18next";
import { MoneyInput } from "../../../components/ledger/MoneyInput";
import { RecordSelect } from "../../../components/ledger/RecordSelect";

export const deductionKinds = ["withholding", "bank_charge", "rounding", "discount", "other"] as const;

/**
 * What the customer cut from a payment (PPh 23 withheld, bank charges, rounding, discount), one row each.
 * `suggest`: the amount a withholding tax comes to on this payment (null when none applies); choosing
 * the tax fills it in, and the amount stays editable.
 */
export function PaymentDeductions({ suggest }: { suggest?: (taxId: string) => string | null }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  return (
    <Form.List name="deductions">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, index) => (
            <Row gutter={8} key={field.key} align="bottom" data-testid={`deduction-${index}`}>
              <Col xs={24} md={5}>
                <Form.Item name={[field.name, "kind"]} label={t("sales.deduction_kind")} initialValue="withholding">
                  <Select options={deductionKinds.map((k) => ({ value: k, label: t(`sales.deduction_kinds.${k}`) }))} data-testid={`deduction-kind-${index}`} />
                </Form.Item>
              </Col>
              <Col xs={24} md={5}>
                <Form.Item name={[field.name, "tax_id"]} label={t("sales.deduction_tax")}>
                  <RecordSelect
                    path="master-data/tax"
                    params={{ kind: "withholding,final" }}
                    onChange={(taxId) => {
                      const amount = typeof taxId === "string" ? suggest?.(taxId) : null;
                      if (amount) form.setFieldValue(["deductions", field.name, "amount"], amount);
                    }}
                    data-testid={`deduction-tax-${index}`}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={5}>
                <Form.Item name={[field.name, "account_id"]} label={t("sales.deduction_account")} tooltip={t("sales.deduction_account_hint")}>
                  <RecordSelect kind="account" />
                </Form.Item>
              </Col>
              <Col xs={12} md={4}>
                <Form.Item name={[field.name, "amount"]} label={t("line_items.amount")} tooltip={suggest ? t("sales.deduction_amount_hint") : undefined}>
                  <MoneyInput data-testid={`deduction-amount-${index}`} />
                </Form.Item>
              </Col>
              <Col xs={10} md={4}>
                <Form.Item name={[field.name, "reference"]} label={t("sales.deduction_reference")}>
                  <Input maxLength={60} />
                </Form.Item>
              </Col>
              <Col xs={2} md={1}>
                <Form.Item>
                  <Button icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={t("common.delete")} />
                </Form.Item>
              </Col>
            </Row>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({ kind: "withholding" })} data-testid="deduction-add">
            {t("sales.add_deduction")}
          </Button>
        </>
      )}
    </Form.List>
  );
}
