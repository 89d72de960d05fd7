import { productBody, type ProductBody, productTypes } from "@neraca/core";
import { Divider, Form, type FormInstance, Input, Radio, Row, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { MoneyInput } from "../../../../components/ledger/MoneyInput";
import { RecordSelect } from "../../../../components/ledger/RecordSelect";
import { CodeNameFields } from "../../components/CodeNameFields";
import { AccountSelect, accountField, activeField, type FieldSpec, FormFields, recordField, switchField } from "../../components/FormFields";
import { MasterDataForm } from "../../components/MasterDataForm";
import { type Product, PRODUCT_PATH } from "../api";

const accountFields = [
  "sales_account_id",
  "purchase_account_id",
  "inventory_account_id",
  "cost_account_id",
  "sales_return_account_id",
  "purchase_return_account_id",
] as const;

/** `/master-data/product/add` and `/detail/:id`. */
export function ProductFormPage() {
  return (
    <MasterDataForm<Product, ProductBody>
      path={PRODUCT_PATH}
      resource="MdProduct"
      schema={productBody}
      initialValues={{ product_type: "goods", is_inventory: true, is_buying: true, is_selling: true, is_active: true, buying_price: "0", selling_price: "0" }}
    >
      {({ form }) => <ProductFields form={form} />}
    </MasterDataForm>
  );
}

function ProductFields({ form }: { form: FormInstance }) {
  const { t } = useTranslation();
  const type = Form.useWatch("product_type", form) as ProductBody["product_type"] | undefined;
  const category = Form.useWatch("category_id", form) as string | null | undefined;
  const service = type === "service";
  const inventory = Form.useWatch("is_inventory", form) as boolean | undefined;
  const catalogue = (name: string, input: FieldSpec["input"], extra?: string) => recordField(t, name, 6, input, { sm: 12, extra });
  const price = (name: string) => recordField(t, name, 8, <MoneyInput prefix="Rp" />);
  return (
    <>
      <Row gutter={16}>
        <CodeNameFields codeSpan={6} nameSpan={12} />
        <FormFields
          fields={[
            recordField(
              t,
              "product_type",
              6,
              <Radio.Group
                optionType="button"
                options={productTypes.map((value) => ({ value, label: t(`md.product.types.${value}`) }))}
                onChange={(event) => {
                  if (event.target.value === "service") form.setFieldValue("is_inventory", false);
                }}
                data-testid="product-type"
              />,
              { required: true },
            ),
            catalogue("unit_id", <RecordSelect path="master-data/unit" placeholder={t("md.product.pick_unit")} />),
            catalogue("brand_id", <RecordSelect path="master-data/product-brand" placeholder={t("md.product.pick_brand")} />),
            catalogue(
              "category_id",
              <RecordSelect
                path="master-data/product-category"
                placeholder={t("md.product.pick_category")}
                onChange={() => form.setFieldValue("sub_category_id", null)}
              />,
            ),
            catalogue(
              "sub_category_id",
              <RecordSelect
                key={category ?? "none"}
                path="master-data/product-sub-category"
                params={{ parent_id: category ?? undefined }}
                disabled={!category}
                placeholder={t("md.product.pick_sub_category")}
              />,
              category ? undefined : t("md.product.category_first"),
            ),
            switchField("is_inventory", t("md.fields.is_inventory"), 4, 12, {
              tooltip: t("md.product.inventory_hint"),
              input: <Switch disabled={service} />,
            }),
            switchField("is_buying", t("md.fields.is_buying"), 4, 12),
            switchField("is_selling", t("md.fields.is_selling"), 4, 12),
            activeField(t, 4, 12),
          ]}
        />
      </Row>
      <Divider titlePlacement="start">{t("md.product.section_prices")}</Divider>
      <Row gutter={16}>
        <FormFields
          fields={[
            price("buying_price"),
            price("selling_price"),
            recordField(t, "minimum_stock", 8, <Input inputMode="decimal" disabled={!inventory} placeholder={t("md.product.minimum_stock_hint")} />),
          ]}
        />
      </Row>
      <Divider titlePlacement="start">{t("md.product.section_accounts")}</Divider>
      <Row gutter={16}>
        <FormFields
          fields={accountFields.map((field) =>
            accountField(t, field, { input: <AccountSelect disabled={field === "inventory_account_id" && service} /> }),
          )}
        />
      </Row>
    </>
  );
}
