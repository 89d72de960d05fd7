import { Tag } from "antd";
import type { ColumnsType } from "antd/es/table/interface";
import type { TFunction } from "i18next";
import { codeColumn, dash, nameColumn, recordColumn, textColumn } from "../../components/columns";
import { displayNpwp } from "../../npwp";
import type { Contact, ContactType } from "../api";
import { ContactTypeTags } from "./ContactTypeTags";

/** The columns both contact lists show. */
export function contactColumns(t: TFunction): ColumnsType<Contact> {
  return [
    codeColumn(t, 120),
    nameColumn(t, {
      tags: (row) => (
        <>
          {row.is_group && <Tag color="geekblue">{t("md.contact.group_tag")}</Tag>}
          {row.is_droping && <Tag color="orange">{t("md.contact.droping_tag")}</Tag>}
        </>
      ),
      secondLine: (row) => row.brand_name,
    }),
    {
      title: t("md.fields.contact_types"),
      dataIndex: "contact_types",
      key: "contact_types",
      render: (types: ContactType[]) => <ContactTypeTags types={types} />,
    },
    recordColumn(t("md.fields.group_contact_id"), "group_contact_id", "master-data/contact"),
    textColumn(t("fields.phone"), "phone"),
    textColumn(t("md.fields.city"), "city", true),
    {
      title: t("fields.npwp"),
      dataIndex: "npwp",
      key: "npwp",
      render: (npwp: string | null) => <span className="nowrap">{dash(displayNpwp(npwp))}</span>,
    },
  ];
}
