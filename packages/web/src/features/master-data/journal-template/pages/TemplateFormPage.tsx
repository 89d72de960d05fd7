import { journalTemplateBody } from "@neraca/core";
import { Col, Form, Input, Row } from "antd";
import { useTranslation } from "react-i18next";
import { LineEditor } from "../../../../components/ledger/LineEditor";
import { ResourceForm } from "../../../../components/ResourceForm";
import { emptyLine, lineProblems, lineRules, linesFromTemplate } from "../../../../lib/journal-lines";
import { type JournalTemplate, type TemplateValues, templateApi } from "../../../../lib/ledger";
import { useTemplateBase } from "../base-path";
import { CodeNameFields } from "../../components/CodeNameFields";

const toValues = (template: JournalTemplate) => ({
  code: template.code,
  name: template.name,
  description: template.description,
  details: linesFromTemplate(template.details),
});

/** Add and detail of a journal template: code, name and lines whose amounts are optional. */
export function TemplateFormPage() {
  const { t } = useTranslation();
  const { base, transactions } = useTemplateBase();
  return (
    <ResourceForm<JournalTemplate, TemplateValues>
      resource="MdJournalTemplate"
      basePath={base}
      queryKey={["master-data", "journal-template"]}
      api={templateApi}
      schema={journalTemplateBody}
      check={(values, language) => lineProblems(values.details, lineRules.template, language)}
      toValues={toValues}
      initialValues={{ details: [emptyLine(), emptyLine()] }}
      title={(record) => (record ? `${record.code} · ${record.name}` : t("templates.add"))}
      trail={[t(transactions ? "menu.general_ledger" : "menu.master_data"), t("templates.title")]}
      deleteConfirm={t("templates.delete_confirm")}
      testId="template-form"
    >
      {({ form, editable }) => (
        <>
          <Row gutter={16}>
            <CodeNameFields codeSpan={6} nameSpan={18} />
            <Col xs={24}>
              <Form.Item name="description" label={t("fields.description")} extra={t("templates.amounts_hint")}>
                <Input.TextArea rows={2} maxLength={1000} />
              </Form.Item>
            </Col>
          </Row>
          <LineEditor form={form} rules={lineRules.template} disabled={!editable} />
        </>
      )}
    </ResourceForm>
  );
}
