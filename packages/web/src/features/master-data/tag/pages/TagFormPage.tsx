import { tagBody } from "@neraca/core";
import { Row } from "antd";
import { ColorSwatches } from "../components/ColorSwatches";
import { useTranslation } from "react-i18next";
import { descriptionField, FormFields, textField } from "../../components/FormFields";
import { MasterDataForm } from "../../components/MasterDataForm";
import { type LedgerTag, type TagValues, tagApi } from "../api";

const PRESETS = ["#0f766e", "#2563eb", "#7c3aed", "#db2777", "#dc2626", "#ea580c", "#ca8a04", "#16a34a", "#475569"];

/** `/master-data/tag/add` and `/detail/:id`: name, colour, description. */
export function TagFormPage() {
  const { t } = useTranslation();
  return (
    <MasterDataForm<LedgerTag, TagValues>
      path="tag"
      texts="tags"
      resource="MdTag"
      api={tagApi}
      schema={tagBody}
      initialValues={{ color: PRESETS[0] }}
    >
      {() => (
        <Row gutter={16}>
          <FormFields
            fields={[
              textField("name", t("fields.name"), 12, 60, { required: true }),
              { name: "color", label: t("tags.color"), md: 12, input: <ColorSwatches colors={PRESETS} /> },
              descriptionField(t),
            ]}
          />
        </Row>
      )}
    </MasterDataForm>
  );
}
