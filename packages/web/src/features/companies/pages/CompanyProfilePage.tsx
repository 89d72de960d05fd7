import { EditOutlined, PlusOutlined, UserOutlined } from "@ant-design/icons";
import { Avatar, Button, Card, Col, List, Row, Space, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { useAbility } from "../../../lib/ability";
import { useSession } from "../../../lib/session";
import { useSwitchCompany } from "../../../lib/use-switch-company";
import { CompanyProfileCard } from "../components/CompanyProfileCard";

/** `/profile`: the signed-in person, their companies, and the active company's profile. */
export function CompanyProfilePage() {
  const { t } = useTranslation();
  const session = useSession();
  const ability = useAbility();
  const switchCompany = useSwitchCompany();
  const user = session.data?.user;
  const companies = session.data?.companies ?? [];
  if (!user) return null;
  return (
    <>
      <PageHeader title={t("profile.title")} subtitle={t("profile.subtitle")} />
      <Row gutter={[20, 20]}>
        <Col xs={24} xl={9}>
          <Space orientation="vertical" size={20} style={{ width: "100%" }}>
            <Card title={t("profile.account")}>
              <Space align="center" size="middle">
                <Avatar size={64} src={user.avatar ?? undefined} icon={<UserOutlined />} />
                <div style={{ minWidth: 0 }}>
                  <Typography.Title level={5} style={{ margin: 0 }}>
                    {user.user_name}
                  </Typography.Title>
                  <Typography.Text type="secondary" className="wrap-anywhere">
                    {user.user_email}
                  </Typography.Text>
                  <div style={{ marginTop: 6 }}>
                    {user.is_owner && <Tag color="gold">{t("navbar.owner")}</Tag>}
                    {user.is_national && <Tag color="blue">{t("members.national")}</Tag>}
                  </div>
                </div>
              </Space>
              <LinkButton to="/profile-user" icon={<EditOutlined />} style={{ marginTop: 16 }} block>
                {t("profile.edit_account")}
              </LinkButton>
            </Card>
            <Card
              title={t("profile.companies")}
              extra={
                <LinkButton type="link" icon={<PlusOutlined />} to="/membership/company-register">
                  {t("profile.register_company")}
                </LinkButton>
              }
            >
              <List
                dataSource={companies}
                renderItem={(company) => {
                  const active = company.id === user.active_company?.id;
                  return (
                    <List.Item
                      actions={
                        active
                          ? [<Tag key="active" color="green">{t("profile.active")}</Tag>]
                          : [
                              <Button key="switch" size="small" onClick={() => void switchCompany(company.id)}>
                                {t("profile.switch")}
                              </Button>,
                            ]
                      }
                    >
                      <List.Item.Meta
                        avatar={<Avatar shape="square" src={company.logo ?? undefined}>{(company.brand_name || company.name).slice(0, 1)}</Avatar>}
                        title={company.brand_name || company.name}
                        description={company.is_owner ? t("navbar.owner") : t("navbar.member")}
                      />
                    </List.Item>
                  );
                }}
              />
            </Card>
          </Space>
        </Col>
        <Col xs={24} xl={15}>
          {ability.can("read", "Setting") ? (
            <CompanyProfileCard editable={ability.can("update", "Setting")} />
          ) : (
            <Card title={t("profile.company_profile")}>
              <Typography.Paragraph type="secondary">{t("profile.company_profile_no_access")}</Typography.Paragraph>
              <Typography.Title level={5}>{user.active_company?.name}</Typography.Title>
              <Typography.Text>{user.active_company?.brand_name}</Typography.Text>
            </Card>
          )}
        </Col>
      </Row>
    </>
  );
}
