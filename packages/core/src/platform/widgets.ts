import { approvalsResponse, defineWidget } from "../dashboard/widget.js";

/** The platform's dashboard widgets: the approval inbox. */
export const platformWidgets = {
  approvals: defineWidget({
    name: "approvals",
    resource: "TxModuleApproval",
    title: { en: "Waiting for my approval", id: "Menunggu persetujuan saya" },
    view: "approvals",
    drill: { path: "/transactions/module-approval", period: "none" },
    order: 5,
    width: "third",
    response: approvalsResponse,
  }),
} as const;
