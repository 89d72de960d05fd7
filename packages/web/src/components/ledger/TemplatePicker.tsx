import { CopyOutlined } from "@ant-design/icons";
import { useMutation } from "@tanstack/react-query";
import { type FormInstance, Modal, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { linesFromTemplate, lineTotals } from "../../lib/journal-lines";
import { type LineValues, TEMPLATE_PATH, templateApi } from "../../lib/ledger";
import { RecordSelect } from "./RecordSelect";

/**
 * "Start from a template": copies a journal template's lines (and its name as the description when
 * there is none) into the document; asks first when lines already have amounts or accounts.
 */
export function TemplatePicker({ form }: { form: FormInstance }) {
  const { t } = useTranslation();
  const [modal, holder] = Modal.useModal();
  const apply = useMutation({
    mutationFn: (id: string) => templateApi.get(id),
    onSuccess: ({ data: template }) => {
      form.setFieldsValue({
        details: linesFromTemplate(template.details),
        description: form.getFieldValue("description") || template.name,
      });
    },
  });
  const choose = (id: string) => {
    const lines = (form.getFieldValue("details") as LineValues[] | undefined) ?? [];
    const used = lines.some((line) => line?.account_id) || lineTotals(lines).debit !== "0.00" || lineTotals(lines).credit !== "0.00";
    if (!used) return apply.mutate(id);
    modal.confirm({
      title: t("templates.replace_title"),
      content: t("templates.replace_text"),
      okText: t("templates.replace"),
      cancelText: t("common.cancel"),
      onOk: () => apply.mutate(id),
    });
  };
  return (
    <Space wrap className="template-picker">
      <Typography.Text type="secondary">
        <CopyOutlined /> {t("templates.start_from")}
      </Typography.Text>
      {holder}
      <RecordSelect
          path={TEMPLATE_PATH}
          value={null}
          onChange={(value) => typeof value === "string" && choose(value)}
          placeholder={t("templates.choose")}
          style={{ width: 280, maxWidth: "100%" }}
          loading={apply.isPending}
          data-testid="template-picker"
        />
    </Space>
  );
}
