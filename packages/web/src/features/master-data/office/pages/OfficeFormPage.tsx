import { DeleteOutlined } from "@ant-design/icons";
import { officeBody } from "@neraca/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Col, Divider, Form, Input, Popconfirm, Row, Skeleton, Space, Tag } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { LinkButton } from "../../../../components/LinkButton";
import { PageHeader } from "../../../../components/PageHeader";
import { useAbility } from "../../../../lib/ability";
import { clearErrorsOnChange, showServerErrors, validateWith } from "../../../../lib/forms";
import { currentLanguage } from "../../../../lib/i18n";
import { toast } from "../../../../lib/toast";
import { type OfficeValues, officeApi } from "../api";

type Field = keyof OfficeValues;
const general: Field[] = ["code", "name", "branch", "brand", "npwp", "phone", "fax", "email", "website"];
const bank: Field[] = ["bank_name", "bank_branch", "bank_account_name", "bank_account_number"];
const required = new Set<Field>(["code", "name"]);
const placeholders: Partial<Record<Field, string>> = { npwp: "01.250.290.9-801.000", website: "www.example.co.id" };

/** `/master-data/office/add` and `/master-data/office/detail/:id`. */
export function OfficeFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<OfficeValues>();
  const office = useQuery({ queryKey: ["master-data", "office", id], queryFn: () => officeApi.get(id ?? ""), enabled: !!id });
  const record = office.data?.data;
  useEffect(() => {
    if (record) form.setFieldsValue(record);
  }, [record, form]);

  const done = async (message: string) => {
    toast.success(message);
    // Dropped rather than refetched: the list reloads fresh, and a deleted record is not asked for again.
    queryClient.removeQueries({ queryKey: ["master-data", "office"] });
    await navigate("/master-data/office");
  };
  const save = useMutation({
    mutationFn: (body: OfficeValues) => (id ? officeApi.update(id, body) : officeApi.create(body)),
    onSuccess: (answer) => done(answer.message),
    onError: (error) => showServerErrors(form, error),
  });
  const remove = useMutation({ mutationFn: officeApi.remove, onSuccess: (answer) => done(answer.message) });
  const editable = id ? ability.can("update", "MdOffice") : ability.can("create", "MdOffice");
  const submit = (values: OfficeValues) => {
    const body = validateWith(form, officeBody, values, currentLanguage());
    if (body) save.mutate(body as OfficeValues);
  };
  const item = (field: Field, span = 12) => (
    <Col xs={24} md={span} key={field}>
      <Form.Item name={field} label={t(`fields.${field}`)} required={required.has(field)}>
        <Input placeholder={placeholders[field]} />
      </Form.Item>
    </Col>
  );

  return (
    <>
      <PageHeader
        title={id ? (record?.name ?? t("offices.detail")) : t("offices.add")}
        trail={[{ title: t("menu.master_data") }, { title: t("offices.title") }, { title: id ? t("common.detail") : t("common.add") }]}
        actions={
          <Space wrap>
            {record?.is_head_office && <Tag color="green">{t("offices.head_office")}</Tag>}
            {id && record && !record.is_head_office && ability.can("delete", "MdOffice") && (
              <Popconfirm
                title={t("offices.delete_confirm")}
                description={t("common.cannot_recover")}
                okText={t("common.delete")}
                cancelText={t("common.cancel")}
                okButtonProps={{ danger: true }}
                onConfirm={() => remove.mutateAsync(id).catch(() => undefined)}
              >
                <Button danger icon={<DeleteOutlined />}>
                  {t("common.delete")}
                </Button>
              </Popconfirm>
            )}
          </Space>
        }
      />
      <Card>
        {id && office.isPending ? (
          <Skeleton active />
        ) : (
          <Form form={form} layout="vertical" onFinish={submit}
        onValuesChange={clearErrorsOnChange(form)} disabled={!editable} data-testid="office-form">
            <Row gutter={16}>
              {general.map((field) => item(field))}
              <Col xs={24}>
                <Form.Item name="address" label={t("fields.address")}>
                  <Input.TextArea rows={3} />
                </Form.Item>
              </Col>
            </Row>
            <Divider titlePlacement="start">{t("offices.bank_section")}</Divider>
            <Row gutter={16}>{bank.map((field) => item(field))}</Row>
            <Space>
              {editable && (
                <Button type="primary" htmlType="submit" loading={save.isPending}>
                  {t("common.save")}
                </Button>
              )}
              <LinkButton to="/master-data/office" disabled={false}>
                {t("common.back")}
              </LinkButton>
            </Space>
          </Form>
        )}
      </Card>
    </>
  );
}
