import { Col, DatePicker, Form, Input, Row, Select } from "antd";
import { useTranslation } from "react-i18next";
import { useAbility } from "../../lib/ability";
import { dateItemProps } from "../../lib/dates";
import { RecordSelect } from "./RecordSelect";

/** Date, office, kind and description of a journal or a draft (the lines follow in the LineEditor). */
export function JournalHeaderFields({ labels }: { labels?: Record<string, string> }) {
  const { t } = useTranslation();
  const ability = useAbility();
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item name="date" label={t("journals.date")} required {...dateItemProps}>
          <DatePicker format="DD MMM YYYY" style={{ width: "100%" }} allowClear={false} data-testid="journal-date" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item name="office_id" label={t("lines.office")} extra={t("journals.office_hint")}>
          <RecordSelect kind="office" labels={labels} disabled={!ability.can("read", "MdOffice")} placeholder={t("journals.head_office")} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item name="journal_type" label={t("journals.type")}>
          <Select
            options={[
              { value: "general", label: t("journals.types.general") },
              { value: "adjustment", label: t("journals.types.adjustment") },
            ]}
          />
        </Form.Item>
      </Col>
      <Col xs={24} lg={24}>
        <Form.Item name="description" label={t("fields.description")}>
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
      </Col>
    </Row>
  );
}
