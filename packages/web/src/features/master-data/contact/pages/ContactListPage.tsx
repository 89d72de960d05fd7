import { contactBody, contactTypes } from "@neraca/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RecordFilter, useChoiceFilter } from "../../components/ListFilters";
import { columnsOf, MasterDataList } from "../../components/MasterDataList";
import { type Contact, CONTACT_PATH, type ContactType } from "../api";
import { contactColumns } from "../components/contact-columns";

const importColumns = columnsOf(contactBody);

/** `/master-data/contact`: every contact, filtered by type, by group, or to the groups themselves. */
export function ContactListPage() {
  const { t } = useTranslation();
  const [type, typeFilter] = useChoiceFilter<ContactType>(contactTypes, { labels: "md.contact.types", label: "md.fields.contact_types", placeholder: "md.contact.all_types", width: 160, testId: "contact-type-filter" });
  const [kind, kindFilter] = useChoiceFilter<"true" | "false">(["true", "false"], {
    labels: (value) => (value === "true" ? t("md.contact.groups_only") : t("md.contact.not_groups")),
    label: "md.fields.is_group",
    placeholder: "md.contact.all_kinds",
    width: 170,
    testId: "contact-kind-filter",
  });
  const [group, setGroup] = useState<string | null>(null);
  return (
    <MasterDataList<Contact>
      path={CONTACT_PATH}
      resource="MdContact"
      texts="md.contact"
      importColumns={importColumns}
      filters={{ type, is_group: kind, group_contact_id: group ?? undefined }}
      filterControls={
        <>
          {typeFilter}
          {kindFilter}
          <RecordFilter
            path="master-data/contact"
            params={{ is_group: "true" }}
            value={group}
            onChange={setGroup}
            placeholder={t("md.contact.in_group")}
            data-testid="contact-group-filter"
          />
        </>
      }
      columns={contactColumns(t)}
    />
  );
}
