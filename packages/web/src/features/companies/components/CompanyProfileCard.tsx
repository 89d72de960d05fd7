import { businessTypes, companyProfileBody } from "@neraca/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Col, Descriptions, Form, Input, Row, Select, Skeleton } from "antd";
import dayjs from "dayjs";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { CurrencySelect } from "../../../components/CurrencySelect";
import { ImageUpload } from "../../../components/ImageUpload";
import { clearErrorsOnChange, showServerErrors, validateWith } from "../../../lib/forms";
import { currentLanguage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { type CompanyProfileValues, companyApi } from "../api";

/** The active company's profile (name, brand, NPWP, address, logo…), editable with Setting update. */
export function CompanyProfileCard({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<CompanyProfileValues>();
  const profile = useQuery({ queryKey: ["company", "profile"], queryFn: companyApi.profile });
  const save = useMutation({
    mutationFn: companyApi.updateProfile,
    onSuccess: (answer) => {
      toast.success(answer.message);
      queryClient.setQueryData(["company", "profile"], { data: answer.data });
      void queryClient.invalidateQueries({ queryKey: ["auth", "me"] });
    },
    onError: (error) => showServerErrors(form, error),
  });
  const company = profile.data?.data;
  useEffect(() => {
    if (company) form.setFieldsValue(company);
  }, [company, form]);

  const submit = (values: CompanyProfileValues) => {
    const body = validateWith(form, companyProfileBody, values, currentLanguage());
    if (body) save.mutate(body as CompanyProfileValues);
  };

  return (
    <Card title={t("profile.company_profile")}>
      {!company ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 3 }}
            style={{ marginBottom: 16 }}
            items={[
              { key: "cut", label: t("fields.cut_off_date"), children: dayjs(company.cut_off_date).format("DD MMM YYYY") },
              { key: "plan", label: t("fields.pricing_plan"), children: t(`plans.${company.pricing_plan}.name`) },
              { key: "cycle", label: t("fields.billing_cycle"), children: t(`company_register.billing_${company.billing_cycle}`) },
            ]}
          />
          <Form form={form} layout="vertical" onFinish={submit}
        onValuesChange={clearErrorsOnChange(form)} disabled={!editable} data-testid="company-profile-form">
            <Form.Item name="logo" label={t("fields.logo")}>
              <ImageUpload field="logo" shape="square" />
            </Form.Item>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item name="organization_name" label={t("fields.organization_name")} required>
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="brand_name" label={t("fields.brand_name")} required>
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="business_type" label={t("fields.business_type")}>
                  <Select options={businessTypes.map((value) => ({ value, label: t(`business_types.${value}`) }))} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="base_currency" label={t("fields.base_currency")} extra={t("fields.base_currency_hint")}>
                  <CurrencySelect data-testid="profile-base-currency" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="npwp" label={t("fields.npwp")} extra={t("fields.npwp_hint")}>
                  <Input placeholder="01.250.290.9-801.000" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="phone" label={t("fields.phone")}>
                  <Input placeholder="+62 21 555 0123" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="email" label={t("fields.email")}>
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={24}>
                <Form.Item name="address" label={t("fields.address")}>
                  <Input.TextArea rows={3} />
                </Form.Item>
              </Col>
            </Row>
            {editable && (
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {t("common.save")}
              </Button>
            )}
          </Form>
        </>
      )}
    </Card>
  );
}
