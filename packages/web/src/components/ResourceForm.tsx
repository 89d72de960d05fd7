import { DeleteOutlined } from "@ant-design/icons";
import type { FieldErrors, Resource } from "@neraca/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Form, type FormInstance, Popconfirm, Skeleton, Space } from "antd";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useAbility } from "../lib/ability";
import type { MessageResponse } from "../lib/api";
import { clearErrorsOnChange, type Schema, showFieldErrors, showServerErrors, validateWith } from "../lib/forms";
import { currentLanguage, type UiLanguage } from "../lib/i18n";
import { toast } from "../lib/toast";
import { preventEnterSubmit, useSaveShortcut } from "../lib/keyboard";
import { LinkButton } from "./LinkButton";
import { PageHeader } from "./PageHeader";
import { type CreatedRecord, useEmbeddedForm } from "./QuickCreate";

export interface ResourceFormApi<R, V> {
  get: (id: string) => Promise<{ data: R }>;
  create: (body: V) => Promise<{ message: string; data: R }>;
  update: (id: string, body: V) => Promise<{ message: string; data: R }>;
  remove?: (id: string) => Promise<MessageResponse>;
}

export interface ResourceFormContext<R> {
  form: FormInstance;
  record: R | undefined;
  editable: boolean;
}

export interface ResourceFormProps<R extends { id: string }, V> {
  resource: Resource;
  basePath: string;
  queryKey: readonly unknown[];
  api: ResourceFormApi<R, V>;
  schema: Schema<V>;
  /** Checks beyond the schema (the balance of lines, …), keyed like the API's errors. */
  check?: (values: V, language: UiLanguage) => FieldErrors;
  toValues?: (record: R) => Record<string, unknown>;
  initialValues?: Record<string, unknown>;
  title: (record: R | undefined) => ReactNode;
  trail: ReactNode[];
  deleteConfirm: string;
  /** Whether this record may be deleted at all (the head office may not), beyond the role's permission. */
  deletable?: (record: R) => boolean;
  actions?: (record: R) => ReactNode;
  testId?: string;
  children: (context: ResourceFormContext<R>) => ReactNode;
}

/**
 * The add (`…/add`) and detail (`…/detail/:id`) screen of one record (DESIGN §8 ResourceForm): loads
 * the record, checks the values with the shared zod schema (and any extra check) before sending,
 * puts the API's field errors under their fields, deletes after the spec's confirmation and goes
 * back to the list. The fields come from the caller.
 */
export function ResourceForm<R extends { id: string }, V>({
  resource,
  basePath,
  queryKey,
  api,
  schema,
  check,
  toValues,
  initialValues,
  title,
  trail,
  deleteConfirm,
  deletable,
  actions,
  testId,
  children,
}: ResourceFormProps<R, V>) {
  const { t } = useTranslation();
  const params = useParams();
  // Shown in a modal over another screen (quick-create): a new record, whatever that screen's address holds.
  const embedded = useEmbeddedForm();
  const id = embedded ? undefined : params.id;
  const navigate = useNavigate();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const query = useQuery({ queryKey: [...queryKey, id], queryFn: () => api.get(id ?? ""), enabled: !!id });
  const record = query.data?.data;
  // The values are set once per loaded record (a caller's inline function must not reset typing).
  const toValuesRef = useRef(toValues);
  toValuesRef.current = toValues;
  useEffect(() => {
    if (record) form.setFieldsValue(toValuesRef.current ? toValuesRef.current(record) : record);
  }, [record, form]);

  const done = async (message: string) => {
    toast.success(message);
    // Dropped rather than refetched: the list reloads fresh, and a deleted record is not asked for again.
    queryClient.removeQueries({ queryKey });
    queryClient.removeQueries({ queryKey: ["lookup"] });
    await navigate(basePath);
  };
  const save = useMutation({
    mutationFn: (body: V) => (id ? api.update(id, body) : api.create(body)),
    onSuccess: (answer) => {
      if (!embedded) return done(answer.message);
      toast.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: ["lookup"] });
      embedded.onSaved(answer.data as R & CreatedRecord);
    },
    onError: (error) => showServerErrors(form, error),
  });
  const remove = useMutation({
    mutationFn: (recordId: string) => (api.remove ? api.remove(recordId) : Promise.reject(new Error("no delete"))),
    onSuccess: (answer) => done(answer.message),
  });
  const editable = id ? ability.can("update", resource) : ability.can("create", resource);
  const submit = (values: Record<string, unknown>) => {
    const language = currentLanguage();
    const body = validateWith(form, schema, values, language);
    if (!body) return;
    const problems = check?.(body, language) ?? {};
    if (Object.keys(problems).length) return showFieldErrors(form, problems);
    save.mutate(body);
  };
  useSaveShortcut(editable && !save.isPending && !embedded ? () => form.submit() : null);
  const canDelete = !!id && !!record && !!api.remove && ability.can("delete", resource) && (deletable?.(record) ?? true);

  const back = embedded ? (
    <Button onClick={embedded.onCancel}>{t("common.cancel")}</Button>
  ) : (
    <LinkButton to={basePath} disabled={false}>
      {t("common.back")}
    </LinkButton>
  );
  const body =
    id && query.isPending ? (
      <Skeleton active />
    ) : (
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        onKeyDown={preventEnterSubmit}
        onValuesChange={clearErrorsOnChange(form)}
        disabled={!editable}
        initialValues={embedded?.initialValues ? { ...initialValues, ...embedded.initialValues } : initialValues}
        data-testid={testId}
      >
        {children({ form, record, editable })}
        <Space wrap>
          {editable && (
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="form-save">
              {t("common.save")}
            </Button>
          )}
          {back}
        </Space>
      </Form>
    );
  if (embedded) return body;

  return (
    <>
      <PageHeader
        title={title(record)}
        trail={[...trail.map((crumb) => ({ title: crumb })), { title: id ? t("common.detail") : t("common.add") }]}
        actions={
          (canDelete || (record && actions)) && (
            <Space wrap>
              {record && actions?.(record)}
              {canDelete && (
                <Popconfirm
                  title={deleteConfirm}
                  description={t("common.cannot_recover")}
                  okText={t("common.delete")}
                  cancelText={t("common.cancel")}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove.mutateAsync(record.id).catch(() => undefined)}
                >
                  <Button danger icon={<DeleteOutlined />}>
                    {t("common.delete")}
                  </Button>
                </Popconfirm>
              )}
            </Space>
          )
        }
      />
      <Card>{body}</Card>
    </>
  );
}
