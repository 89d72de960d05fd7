import { RollbackOutlined } from "@ant-design/icons";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button, DatePicker, Form, Modal, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { dateItemProps, formatDate } from "../../../../lib/dates";
import { toast } from "../../../../lib/toast";
import { type JournalDetail, journalApi } from "../api";

/**
 * Posted journals are never changed: a mistake is corrected by a reversing journal with the same
 * lines on the other sides, dated on the journal's own date unless another is chosen.
 */
export function ReverseButton({ journal }: { journal: JournalDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ date: string | null }>();
  const reverse = useMutation({
    mutationFn: (date: string | null) => journalApi.reverse(journal.id, date),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      setOpen(false);
      queryClient.removeQueries({ queryKey: ["transactions", "journal"] });
      await navigate(`/transactions/journal/detail/${answer.data.id}`);
    },
  });
  return (
    <>
      <Button danger icon={<RollbackOutlined />} onClick={() => setOpen(true)} data-testid="journal-reverse">
        {t("journals.reverse")}
      </Button>
      <Modal
        open={open}
        title={t("journals.reverse_title", { number: journal.number })}
        okText={t("journals.reverse")}
        okButtonProps={{ danger: true, loading: reverse.isPending, "data-testid": "journal-reverse-confirm" } as never}
        cancelText={t("common.cancel")}
        onCancel={() => setOpen(false)}
        onOk={() => reverse.mutate((form.getFieldValue("date") as string | null) ?? null)}
        destroyOnHidden
      >
        <Typography.Paragraph>{t("journals.reverse_text")}</Typography.Paragraph>
        <Form form={form} layout="vertical">
          <Form.Item name="date" label={t("journals.reverse_date")} extra={t("journals.reverse_date_hint", { date: formatDate(journal.date) })} {...dateItemProps}>
            <DatePicker format="DD MMM YYYY" style={{ width: "100%" }} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
