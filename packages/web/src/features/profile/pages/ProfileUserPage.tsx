import { ArrowLeftOutlined } from "@ant-design/icons";
import { profileBody } from "@neraca/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Col, Form, Input, Row, Select, Skeleton, Typography } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { usePreferences } from "../../../app/PreferencesProvider";
import { BrandLogo } from "../../../components/BrandLogo";
import { ImageUpload } from "../../../components/ImageUpload";
import { LanguageSwitch } from "../../../components/LanguageSwitch";
import { LinkButton } from "../../../components/LinkButton";
import { SkinToggle } from "../../../components/SkinToggle";
import { showServerErrors, validateWith } from "../../../lib/forms";
import { currentLanguage } from "../../../lib/i18n";
import { sessionStore, updateSessionData, useSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { type ProfileValues, profileApi } from "../api";
import { PasswordCard } from "../components/PasswordCard";
import { AppForm } from "../../../components/AppForm";

/** `/profile-user` (full layout): name, avatar, language and password. */
export function ProfileUserPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { update: updatePreferences } = usePreferences();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ProfileValues>();
  const profile = useQuery({ queryKey: ["auth", "profile"], queryFn: profileApi.get });
  const save = useMutation({
    mutationFn: profileApi.update,
    onSuccess: (answer) => {
      toast.success(answer.message);
      queryClient.setQueryData(["auth", "profile"], { data: answer.data });
      const stored = sessionStore.get().data;
      if (stored) {
        updateSessionData({
          ...stored,
          user: { ...stored.user, user_name: answer.data.user_name, avatar: answer.data.avatar, language: answer.data.language },
        });
      }
      updatePreferences({ language: answer.data.language });
    },
    onError: (error) => showServerErrors(form, error),
  });
  const data = profile.data?.data;
  useEffect(() => {
    if (data) form.setFieldsValue({ user_name: data.user_name, avatar: data.avatar, language: data.language });
  }, [data, form]);

  const submit = (values: ProfileValues) => {
    const body = validateWith(form, profileBody, values, currentLanguage());
    if (body) save.mutate(body as ProfileValues);
  };
  const back = session.hasCompany ? "/dashboard" : "/membership/company-register";

  return (
    <div className="profile-user-page">
      <header className="profile-user-header">
        <BrandLogo to={back} />
        <div className="auth-toolbar-end">
          <LanguageSwitch />
          <SkinToggle />
          <LinkButton to={back} icon={<ArrowLeftOutlined />}>
            {t("common.back")}
          </LinkButton>
        </div>
      </header>
      <div className="profile-user-body">
        <Typography.Title level={3}>{t("profile_user.title")}</Typography.Title>
        <Typography.Paragraph type="secondary">{t("profile_user.subtitle")}</Typography.Paragraph>
        <Row gutter={[20, 20]}>
          <Col xs={24} lg={13}>
            <Card title={t("profile_user.details_title")}>
              {!data ? (
                <Skeleton active />
              ) : (
                <AppForm form={form} onFinish={submit} data-testid="profile-form">
                  <Form.Item name="avatar" label={t("fields.avatar")}>
                    <ImageUpload field="avatar" />
                  </Form.Item>
                  <Form.Item name="user_name" label={t("fields.user_name")} required>
                    <Input />
                  </Form.Item>
                  <Form.Item label={t("fields.email")}>
                    <Input value={data.email} disabled />
                  </Form.Item>
                  <Form.Item name="language" label={t("fields.language")} extra={t("profile_user.language_hint")}>
                    <Select
                      options={[
                        { value: "en", label: "English" },
                        { value: "id", label: "Bahasa Indonesia" },
                      ]}
                    />
                  </Form.Item>
                  <Button type="primary" htmlType="submit" loading={save.isPending}>
                    {t("common.save")}
                  </Button>
                </AppForm>
              )}
            </Card>
          </Col>
          <Col xs={24} lg={11}>
            <PasswordCard />
          </Col>
        </Row>
      </div>
    </div>
  );
}
