import { productBody, productTypes } from "@neraca/core";
import { Col, Divider, Form, type FormInstance, Radio, Row, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { MoneyInput } from "../../../../components/ledger/MoneyInput";
import { RecordSelect } from "../../../../components/ledger/RecordSelect";
import { ResourceForm } from "../../../../components/ResourceForm";
import { useAbility } from "../../../../lib/ability";
import { type Product, PRODUCT_PATH, type ProductValues, productApi } from "../api";
import { CodeNameFields } from "../../components/CodeNameFields";

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
  const { t } = useTranslation();
  return (
    <ResourceForm<Product, ProductValues>
      resource="MdProduct"
      basePath={`/master-data/${PRODUCT_PATH}`}
      queryKey={["master-data", PRODUCT_PATH]}
      api={productApi}
      schema={productBody}
      initialValues={{ product_type: "goods", is_inventory: true, is_buying: true, is_selling: true, is_active: true, buying_price: "0", selling_price: "0" }}
      title={(record) => (record ? `${record.code} · ${record.name}` : t("md.product.add"))}
      trail={[t("menu.master_data"), t("md.product.title")]}
      deleteConfirm={t("md.product.delete_confirm")}
      testId="product-form"
    >
      {({ form }) => <ProductFields form={form} />}
    </ResourceForm>
  );
}

function ProductFields({ form }: { form: FormInstance }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const type = Form.useWatch("product_type", form) as ProductValues["product_type"] | undefined;
  const category = Form.useWatch("category_id", form) as string | null | undefined;
  const canReadAccounts = ability.can("read", "MdChartOfAccount");
  const service = type === "service";
  return (
    <>
      <Row gutter={16}>
        <CodeNameFields codeSpan={6} nameSpan={12} />
        <Col xs={24} md={6}>
          <Form.Item name="product_type" label={t("md.fields.product_type")} required>
            <Radio.Group
              optionType="button"
              options={productTypes.map((value) => ({ value, label: t(`md.product.types.${value}`) }))}
              onChange={(event) => {
                if (event.target.value === "service") form.setFieldValue("is_inventory", false);
              }}
              data-testid="product-type"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={6}>
          <Form.Item name="unit_id" label={t("md.fields.unit_id")}>
            <RecordSelect path="master-data/unit" placeholder={t("md.product.pick_unit")} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={6}>
          <Form.Item name="brand_id" label={t("md.fields.brand_id")}>
            <RecordSelect path="master-data/product-brand" placeholder={t("md.product.pick_brand")} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={6}>
          <Form.Item name="category_id" label={t("md.fields.category_id")}>
            <RecordSelect
              path="master-data/product-category"
              placeholder={t("md.product.pick_category")}
              onChange={() => form.setFieldValue("sub_category_id", null)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={6}>
          <Form.Item name="sub_category_id" label={t("md.fields.sub_category_id")} extra={category ? undefined : t("md.product.category_first")}>
            <RecordSelect
              key={category ?? "none"}
              path="master-data/product-sub-category"
              params={{ parent_id: category ?? undefined }}
              disabled={!category}
              placeholder={t("md.product.pick_sub_category")}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item
            name="is_inventory"
            label={t("md.fields.is_inventory")}
            valuePropName="checked"
            tooltip={t("md.product.inventory_hint")}
          >
            <Switch disabled={service} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="is_buying" label={t("md.fields.is_buying")} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="is_selling" label={t("md.fields.is_selling")} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="is_active" label={t("md.fields.is_active")} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">{t("md.product.section_prices")}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="buying_price" label={t("md.fields.buying_price")}>
            <MoneyInput prefix="Rp" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="selling_price" label={t("md.fields.selling_price")}>
            <MoneyInput prefix="Rp" />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">{t("md.product.section_accounts")}</Divider>
      <Row gutter={16}>
        {accountFields.map((field) => (
          <Col xs={24} md={12} key={field}>
            <Form.Item name={field} label={t(`md.fields.${field}`)}>
              <RecordSelect
                kind="account"
                disabled={!canReadAccounts || (field === "inventory_account_id" && service)}
                placeholder={t("md.pick_account")}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </>
  );
}
