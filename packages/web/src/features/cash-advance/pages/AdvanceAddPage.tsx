import { DollarOutlined } from "@ant-design/icons";
import { cashAdvanceBody } from "@neraca/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Col, DatePicker, Form, Input, Popconfirm, Row, Select, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { dateItemProps, today } from "../../../lib/dates";
import { clearErrorsOnChange, showServerErrors, validateWith } from "../../../lib/forms";
import { currentLanguage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { advanceApi, keys, requestApi } from "../api";
import { formatMoneyText } from "../components/money";
import { RequestSummary } from "../components/RequestSummary";
import { CashbankSelect } from "../components/shared";

/**
 * `/transactions/cash-advance/add`: the cashier pays an approved request (once) from a cash or bank
 * account they are mapped to; it posts at once (Dr employee advance / Cr cash or bank).
 */
export function AdvanceAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [form] = Form.useForm();
  const [paying, setPaying] = useState(false);
  const requestId = Form.useWatch("cash_advance_request_id", form) as string | undefined;
  const payable = useQuery({ queryKey: keys.of("request", "payable"), queryFn: () => requestApi.list({ payable: "true", per_page: 100, sort: "date" }) });
  const chosen = useQuery({ queryKey: keys.of("request", requestId), queryFn: () => requestApi.get(requestId ?? ""), enabled: !!requestId });
  const pay = async () => {
    const body = validateWith(form, cashAdvanceBody, form.getFieldsValue(true), currentLanguage());
    if (!body) return;
    setPaying(true);
    try {
      const answer = await advanceApi.create(body);
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: keys.all });
      await navigate(`/transactions/cash-advance/detail/${answer.data.id}`);
    } catch (error) {
      showServerErrors(form, error);
    } finally {
      setPaying(false);
    }
  };
  return (
    <>
      <PageHeader
        title={t("cash_advance.advance.add")}
        trail={[{ title: t("cash_advance.group") }, { title: t("cash_advance.advance.title") }, { title: t("common.add") }]}
      />
      <Card>
        <Form
          form={form}
          layout="vertical"
          onValuesChange={clearErrorsOnChange(form)}
          initialValues={{ date: today(), cash_advance_request_id: params.get("request_id") ?? undefined }}
          data-testid="advance-form"
        >
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="cash_advance_request_id" label={t("cash_advance.advance.choose_request")} required>
                <Select
                  loading={payable.isPending}
                  placeholder={t("cash_advance.advance.choose_request_placeholder")}
                  notFoundContent={t("cash_advance.advance.no_request")}
                  showSearch={{ optionFilterProp: "label" }}
                  options={(payable.data?.data ?? []).map((r) => ({
                    value: r.id,
                    label: `${r.number} · ${r.employee_name} · ${formatMoneyText(r.approved_amount ?? r.request_amount)}`,
                  }))}
                  data-testid="advance-request"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="date" label={t("cash_advance.fields.date")} required {...dateItemProps}>
                <DatePicker style={{ width: "100%" }} format="DD MMM YYYY" />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="cashbank_id" label={t("cash_advance.fields.cashbank")} required>
                <CashbankSelect data-testid="advance-cashbank" />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="description" label={t("cash_advance.fields.description")}>
                <Input />
              </Form.Item>
            </Col>
          </Row>
          {chosen.data && (
            <div style={{ marginBottom: 16 }}>
              <RequestSummary request={chosen.data.data} />
            </div>
          )}
          <Space wrap>
            <Popconfirm
              title={t("cash_advance.advance.pay_confirm")}
              description={t("cash_advance.advance.pay_text")}
              okText={t("cash_advance.advance.pay")}
              cancelText={t("common.cancel")}
              onConfirm={() => pay()}
            >
              <Button type="primary" icon={<DollarOutlined />} loading={paying} data-testid="advance-pay">
                {t("cash_advance.advance.pay")}
              </Button>
            </Popconfirm>
            <LinkButton to="/transactions/cash-advance">{t("common.back")}</LinkButton>
          </Space>
        </Form>
      </Card>
    </>
  );
}
