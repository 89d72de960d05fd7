import { dimensionItemBody } from "@neraca/core";
import { Row } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { RecordSelect } from "../../../../components/ledger/RecordSelect";
import { CodeNameFields } from "../../components/CodeNameFields";
import { descriptionField, FormFields } from "../../components/FormFields";
import { MasterDataForm, parentRequired } from "../../components/MasterDataForm";
import { type DimensionItem, type DimensionValues, dimensionApi } from "../api";
import { levelOf, parentOf } from "../levels";

/** Add and detail of one item of the activity or element hierarchy: code, name, parent, description. */
export function DimensionFormPage() {
  const { t } = useTranslation();
  const level = levelOf(useLocation().pathname);
  const parent = parentOf(level);
  const levelApi = useMemo(() => dimensionApi(level.path), [level.path]);
  return (
    <MasterDataForm<DimensionItem, DimensionValues>
      key={level.path}
      path={level.path}
      texts={{ add: t(`dimensions.add.${level.kind}`), list: t(`menu.${level.menu}`), deleteConfirm: t("dimensions.delete_confirm") }}
      resource={level.resource}
      api={levelApi}
      schema={dimensionItemBody}
      check={parentRequired(!!parent, "parent_id")}
      testId="dimension-form"
    >
      {() => (
        <Row gutter={16}>
          <CodeNameFields />
          <FormFields
            fields={[
              !!parent && {
                name: "parent_id",
                label: t(`menu.${parent.menu}`),
                md: 12,
                required: true,
                input: <RecordSelect path={`master-data/${parent.path}`} placeholder={t("dimensions.choose_parent")} />,
              },
              descriptionField(t),
            ]}
          />
        </Row>
      )}
    </MasterDataForm>
  );
}
