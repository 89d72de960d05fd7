import { LockOutlined, UnlockOutlined } from "@ant-design/icons";
import { closingBody, reopenBody } from "@neraca/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button, Form, Input, Modal, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatPeriod } from "../../../../lib/dates";
import { showServerErrors, validateWith } from "../../../../lib/forms";
import { currentLanguage } from "../../../../lib/i18n";
import { toast } from "../../../../lib/toast";
import { closingApi } from "../api";

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ["transactions", "closing"] });
};

/** Close a month, after the spec's confirmation ("after closing, the period can be opened later"). */
export function CloseButton({ period, size }: { period: string; size?: "small" | "middle" }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ note?: string }>();
  const close = useMutation({
    mutationFn: (note: string | null) => closingApi.close(period, note),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      setOpen(false);
      await refresh();
    },
    onError: (error) => showServerErrors(form, error),
  });
  const confirm = () => {
    const body = validateWith(form, closingBody, { period, note: form.getFieldValue("note") }, currentLanguage());
    if (body) close.mutate(body.note);
  };
  return (
    <>
      <Button size={size} icon={<LockOutlined />} onClick={() => setOpen(true)} data-testid={`close-${period}`}>
        {t("closing.close")}
      </Button>
      <Modal
        open={open}
        title={t("closing.close_title", { period: formatPeriod(period) })}
        okText={t("closing.close")}
        cancelText={t("common.cancel")}
        okButtonProps={{ loading: close.isPending, "data-testid": "close-confirm" } as never}
        onOk={confirm}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph strong>{t("closing.close_note")}</Typography.Paragraph>
        <Typography.Paragraph type="secondary">{t("closing.close_effect")}</Typography.Paragraph>
        <Form form={form} layout="vertical">
          <Form.Item name="note" label={t("closing.note")}>
            <Input.TextArea rows={2} maxLength={1000} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** Reopen a closed month: its own permission (TxReopen) and a reason, after the confirmation. */
export function ReopenButton({ id, period, size }: { id: string; period: string; size?: "small" | "middle" }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reason?: string }>();
  const reopen = useMutation({
    mutationFn: (reason: string) => closingApi.reopen(id, reason),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      setOpen(false);
      await refresh();
    },
    onError: (error) => showServerErrors(form, error),
  });
  const confirm = () => {
    const body = validateWith(form, reopenBody, { reason: form.getFieldValue("reason") }, currentLanguage());
    if (body) reopen.mutate(body.reason);
  };
  return (
    <>
      <Button size={size} danger icon={<UnlockOutlined />} onClick={() => setOpen(true)} data-testid={`reopen-${period}`}>
        {t("closing.reopen")}
      </Button>
      <Modal
        open={open}
        title={t("closing.reopen_title", { period: formatPeriod(period) })}
        okText={t("closing.reopen")}
        cancelText={t("common.cancel")}
        okButtonProps={{ danger: true, loading: reopen.isPending, "data-testid": "reopen-confirm" } as never}
        onOk={confirm}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph strong>{t("closing.reopen_note")}</Typography.Paragraph>
        <Form form={form} layout="vertical">
          <Form.Item name="reason" label={t("closing.reason")} required>
            <Input.TextArea rows={2} maxLength={1000} data-testid="reopen-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
