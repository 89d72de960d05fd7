import { contactBody, contactTypes } from "@neraca/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ChoiceFilter, RecordFilter } from "../../components/ListFilters";
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
      texts="md.contact"
      importColumns={importColumns}
      filters={{ type, is_group: kind, group_contact_id: group ?? undefined }}
      filterControls={
        <>
          <ChoiceFilter<ContactType>
            value={type}
            onChange={setType}
            choices={contactTypes}
            labelOf={(value) => t(`md.contact.types.${value}`)}
            label={t("md.fields.contact_types")}
            placeholder={t("md.contact.all_types")}
            width={160}
            testId="contact-type-filter"
          />
          <ChoiceFilter<"true" | "false">
            value={kind}
            onChange={setKind}
            choices={["true", "false"]}
            labelOf={(value) => (value === "true" ? t("md.contact.groups_only") : t("md.contact.not_groups"))}
            label={t("md.fields.is_group")}
            placeholder={t("md.contact.all_kinds")}
            width={170}
            testId="contact-kind-filter"
          />
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
