import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Form, type FormInstance, Skeleton } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/PageHeader";
import { clearErrorsOnChange, showServerErrors } from "../../../lib/forms";
import { toast } from "../../../lib/toast";

/**
 * Saving a settings screen whole: the server's message as a toast and `queryKey` read again, or
 * its field errors under their fields.
 */
export function useSettingsSave<V>(form: FormInstance, queryKey: readonly unknown[], save: (values: V) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => showServerErrors(form, error),
  });
}

/**
 * A master-data settings screen (default accounts, number prefixes): the header under Master Data
 * (`<texts>.title`, `<texts>.subtitle`), and one form over all its rows, read-only unless
 * `editable`, with Save (`form-save`) at the foot.
 */
export function SettingsScreen<V>({
  texts,
  form,
  loading,
  editable,
  saving,
  onFinish,
  testId,
  children,
}: {
  texts: string;
  form: FormInstance<V>;
  loading: boolean;
  editable: boolean;
  saving: boolean;
  onFinish: (values: V) => void;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const title = t(`${texts}.title`);
  return (
    <>
      <PageHeader title={title} subtitle={t(`${texts}.subtitle`)} trail={[{ title: t("menu.master_data") }, { title }]} />
      <Card>
        {loading ? (
          <Skeleton active />
        ) : (
          <Form<V> form={form} onFinish={onFinish} onValuesChange={clearErrorsOnChange(form)} disabled={!editable} data-testid={testId}>
            {children}
            {editable && (
              <Button type="primary" htmlType="submit" loading={saving} style={{ marginTop: 16 }} data-testid="form-save">
                {t("common.save")}
              </Button>
            )}
          </Form>
        )}
      </Card>
    </>
  );
}
