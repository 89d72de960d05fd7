import { contactBody, contactTypes } from "@neraca/core";
import { Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RecordSelect } from "../../../../components/ledger/RecordSelect";
import { columnsOf, MasterDataList } from "../../components/MasterDataList";
import { type Contact, CONTACT_PATH, type ContactType } from "../api";
import { contactColumns } from "../components/contact-columns";

const importColumns = columnsOf(contactBody);

/** `/master-data/contact`: every contact, filtered by type, by group, or to the groups themselves. */
export function ContactListPage() {
  const { t } = useTranslation();
  const [type, setType] = useState<ContactType | undefined>();
  const [kind, setKind] = useState<"true" | "false" | undefined>();
  const [group, setGroup] = useState<string | null>(null);
  return (
    <MasterDataList<Contact>
      path={CONTACT_PATH}
      resource="MdContact"
      title={t("md.contact.title")}
      subtitle={t("md.contact.subtitle")}
      addLabel={t("md.contact.add")}
      searchPlaceholder={t("md.contact.search")}
      importColumns={importColumns}
      testId="contact-table"
      filters={{ type, is_group: kind, group_contact_id: group ?? undefined }}
      filterControls={
        <>
          <Select<ContactType>
            allowClear
            value={type}
            onChange={setType}
            placeholder={t("md.contact.all_types")}
            aria-label={t("md.fields.contact_types")}
            style={{ width: 160 }}
            options={contactTypes.map((value) => ({ value, label: t(`md.contact.types.${value}`) }))}
            data-testid="contact-type-filter"
          />
          <Select<"true" | "false">
            allowClear
            value={kind}
            onChange={setKind}
            placeholder={t("md.contact.all_kinds")}
            aria-label={t("md.fields.is_group")}
            style={{ width: 170 }}
            options={[
              { value: "true", label: t("md.contact.groups_only") },
              { value: "false", label: t("md.contact.not_groups") },
            ]}
            data-testid="contact-kind-filter"
          />
          <RecordSelect
            path="master-data/contact"
            params={{ is_group: "true" }}
            value={group}
            onChange={(value) => setGroup(typeof value === "string" ? value : null)}
            placeholder={t("md.contact.in_group")}
            style={{ width: 200 }}
            data-testid="contact-group-filter"
          />
        </>
      }
      columns={contactColumns(t)}
    />
  );
}
