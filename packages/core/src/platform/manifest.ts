import { defineDomain } from "../manifest.js";
import { platformFieldNames, platformMessages } from "./messages.js";
import { documentRuleMessages } from "../messages/document-rules.js";
import { platformScreens } from "../screens/domains/platform.js";
import { platformWidgets } from "./widgets.js";

/** The platform: sign-in, the company, its offices, users, roles and settings, module approvals, and
 * what every document shares (lifecycle, approvals, attachments, print). */
export const platformDomain = defineDomain({
  name: "platform",
  resources: {
    General: { group: "general", en: "General", id: "Umum" },
    Setting: { group: "general", en: "Settings", id: "Pengaturan" },
    Dashboard: { group: "general", en: "Dashboard", id: "Dasbor" },
    MdUser: { group: "master_data", en: "Users", id: "Pengguna" },
    MdOffice: { group: "master_data", en: "Offices", id: "Kantor" },
    TxModuleApproval: { group: "transactions", en: "Module approval", id: "Persetujuan modul" },
  },
  messages: { ...platformMessages, ...documentRuleMessages },
  fieldNames: platformFieldNames,
  screens: [platformScreens],
  widgets: platformWidgets,
});
