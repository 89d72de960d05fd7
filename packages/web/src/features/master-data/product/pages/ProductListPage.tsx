import { formatAmount, productBody, productTypes } from "@neraca/core";
import { Space, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useUiLanguage } from "../../../../lib/i18n";
import { columnsOf, MasterDataList } from "../../components/MasterDataList";
import { RecordFilter, useChoiceFilter } from "../../components/ListFilters";
import { codeColumn, nameColumn, recordColumn } from "../../components/columns";
import { type Product, PRODUCT_PATH, type ProductType } from "../api";

const importColumns = columnsOf(productBody);

/** `/master-data/product`: goods and services with their prices, filtered by type and category. */
export function ProductListPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const [type, typeFilter] = useChoiceFilter<ProductType>(productTypes, { labels: "md.product.types", label: "md.fields.product_type", placeholder: "md.product.all_types", width: 150 });
  const [category, setCategory] = useState<string | null>(null);
  const price = (value: string) => <span className="amount">{formatAmount(value, language)}</span>;
  return (
    <MasterDataList<Product>
      path={PRODUCT_PATH}
      resource="MdProduct"
      texts="md.product"
      importColumns={importColumns}
      filters={{ product_type: type, category_id: category ?? undefined }}
      filterControls={
        <>
          {typeFilter}
          <RecordFilter path="master-data/product-category" value={category} onChange={setCategory} placeholder={t("md.product.all_categories")} />
        </>
      }
      columns={[
        codeColumn(t, 120),
        nameColumn(t),
        {
          title: t("md.fields.product_type"),
          dataIndex: "product_type",
          key: "product_type",
          render: (value: ProductType, row) => (
            <Space size={4} wrap>
              <Tag color={value === "goods" ? "blue" : "purple"}>{t(`md.product.types.${value}`)}</Tag>
              {row.is_inventory && <Tag color="green">{t("md.product.stocked")}</Tag>}
            </Space>
          ),
        },
        recordColumn(t("md.fields.unit_id"), "unit_id", "master-data/unit"),
        recordColumn(t("md.fields.category_id"), "category_id", "master-data/product-category"),
        { title: t("md.fields.buying_price"), dataIndex: "buying_price", key: "buying_price", align: "right", render: price },
        {
          title: t("md.fields.selling_price"),
          dataIndex: "selling_price",
          key: "selling_price",
          align: "right",
          sorter: true,
          render: price,
        },
      ]}
    />
  );
}
