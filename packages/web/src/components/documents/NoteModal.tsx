import { Form, Input, Modal, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";

const NOTE_LENGTH_MAX = 1000;

/**
 * Asks for the note of a rejection (required: the requester must know what to change). The modal
 * stays open while `onConfirm` runs and closes only when it succeeds.
 */
export function NoteModal({
  open,
  title,
  text,
  okText,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  okText: string;
  onConfirm: (note: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ note: string }>();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    const { note } = await form.validateFields();
    setBusy(true);
    try {
      await onConfirm(note.trim());
      form.resetFields();
      onClose();
    } catch {
      // The API client already showed the server's message; the note stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger: true, loading: busy, ...{ "data-testid": "note-confirm" } }}
      cancelText={t("common.cancel")}
      onOk={() => void confirm().catch(() => undefined)}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      forceRender
    >
      <Typography.Paragraph type="secondary">{text}</Typography.Paragraph>
      <Form form={form} layout="vertical" data-testid="note-form">
        <Form.Item
          name="note"
          label={t("lifecycle.note")}
          rules={[{ validator: (_, value?: string) => (value?.trim() ? Promise.resolve() : Promise.reject(new Error(t("lifecycle.note_required")))) }]}
        >
          <Input.TextArea rows={3} maxLength={NOTE_LENGTH_MAX} placeholder={t("lifecycle.note_placeholder")} data-testid="note-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
