import { Col, Form, Input } from "antd";
import { useTranslation } from "react-i18next";

/** The code (up to 30 characters) and name (up to 150) a master-data record starts with, in a form's row. */
export function CodeNameFields({ codeSpan = 8, nameSpan = 16 }: { codeSpan?: number; nameSpan?: number }) {
  const { t } = useTranslation();
  return (
    <>
      <Col xs={24} md={codeSpan}>
        <Form.Item name="code" label={t("fields.code")} required>
          <Input maxLength={30} />
        </Form.Item>
      </Col>
      <Col xs={24} md={nameSpan}>
        <Form.Item name="name" label={t("fields.name")} required>
          <Input maxLength={150} />
        </Form.Item>
      </Col>
    </>
  );
}
