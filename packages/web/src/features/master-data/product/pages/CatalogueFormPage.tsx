import { catalogueItemBody } from "@neraca/core";
import { Row } from "antd";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { RecordSelect } from "../../../../components/ledger/RecordSelect";
import { useEmbeddedForm } from "../../../../components/QuickCreate";
import { CodeNameFields } from "../../components/CodeNameFields";
import { descriptionField, FormFields } from "../../components/FormFields";
import { MasterDataForm, parentRequired } from "../../components/MasterDataForm";
import type { CatalogueItem, CatalogueValues } from "../api";
import { catalogueLevelOf } from "../catalogue";

/** Add and detail of a unit, brand, category or sub-category (which belongs to a category). */
export function CatalogueFormPage() {
  const { t } = useTranslation();
  const location = useLocation();
  // In a quick-create modal the level is the form's own address, not the page under it.
  const embedded = useEmbeddedForm();
  const level = catalogueLevelOf(embedded?.path ?? location.pathname);
  return (
    <MasterDataForm<CatalogueItem, CatalogueValues>
      key={level.path}
      path={level.path}
      texts={`md.catalogue.${level.key}`}
      resource={level.resource}
      schema={catalogueItemBody}
      check={parentRequired(!!level.parent, "category_id")}
      testId="catalogue-form"
    >
      {() => (
        <Row gutter={16}>
          <CodeNameFields />
          <FormFields
            fields={[
              !!level.parent && {
                name: "parent_id",
                label: t("md.fields.category_id"),
                md: 12,
                required: true,
                input: <RecordSelect path={`master-data/${level.parent}`} placeholder={t("md.catalogue.pick_category")} />,
              },
              descriptionField(t),
            ]}
          />
        </Row>
      )}
    </MasterDataForm>
  );
}
