import { Space, Tag, Typography } from "antd";
import type { ColumnsType } from "antd/es/table/interface";
import type { TFunction } from "i18next";
import { dash } from "../../components/MasterDataList";
import { RecordName } from "../../components/RecordName";
import { displayNpwp } from "../../npwp";
import type { Contact, ContactType } from "../api";
import { ContactTypeTags } from "./ContactTypeTags";

/** The columns both contact lists show. */
export function contactColumns(t: TFunction): ColumnsType<Contact> {
  return [
    { title: t("fields.code"), dataIndex: "code", key: "code", sorter: true, width: 120 },
    {
      title: t("fields.name"),
      dataIndex: "name",
      key: "name",
      sorter: true,
      render: (name: string, row) => (
        <Space orientation="vertical" size={0}>
          <Space size={6} wrap>
            <Typography.Text strong>{name}</Typography.Text>
            {row.is_group && <Tag color="geekblue">{t("md.contact.group_tag")}</Tag>}
            {row.is_droping && <Tag color="orange">{t("md.contact.droping_tag")}</Tag>}
            {!row.is_active && <Tag>{t("md.inactive")}</Tag>}
          </Space>
          {row.brand_name && <Typography.Text type="secondary">{row.brand_name}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: t("md.fields.contact_types"),
      dataIndex: "contact_types",
      key: "contact_types",
      render: (types: ContactType[]) => <ContactTypeTags types={types} />,
    },
    {
      title: t("md.fields.group_contact_id"),
      dataIndex: "group_contact_id",
      key: "group_contact_id",
      render: (id: string | null) => <RecordName path="master-data/contact" id={id} />,
    },
    { title: t("fields.phone"), dataIndex: "phone", key: "phone", render: dash },
    { title: t("md.fields.city"), dataIndex: "city", key: "city", sorter: true, render: dash },
    {
      title: t("fields.npwp"),
      dataIndex: "npwp",
      key: "npwp",
      render: (npwp: string | null) => <span className="nowrap">{dash(displayNpwp(npwp))}</span>,
    },
  ];
}
