import type { ApprovalModule, ApprovalState, CrudAction, ModuleApprovalBody, Resource } from "@neraca/core";
import { api, type ListResponse, type MessageResponse } from "../../lib/api";

export interface Permission {
  action: CrudAction;
  resource: Resource;
}

export interface Role {
  id: string;
  name: string;
  description: string | null;
  permissions: Permission[];
  member_count: number;
}

export interface RoleValues {
  name: string;
  description: string | null;
  permissions: Permission[];
}

export type InvitationStatus = "pending" | "accepted" | "cancelled" | "expired";
export type InvitationFilter = "pending" | "accepted" | "cancelled" | "all";

export interface Invitation {
  id: string;
  name: string;
  email: string;
  status: InvitationStatus;
  roles: { id: string; name: string }[];
  invited_by: string | null;
  expires_at: string;
  created_at: string;
}

export interface InvitationValues {
  name: string;
  email: string;
  role_ids: string[];
}

export const settingsApi = {
  roles: (params: { page: number; per_page: number; q?: string }) =>
    api.get<ListResponse<Role>>("setting/role", { params }),
  createRole: (body: RoleValues) => api.post<{ message: string; data: Role }>("setting/role", body),
  updateRole: (id: string, body: RoleValues) => api.put<{ message: string; data: Role }>(`setting/role/${id}`, body),
  deleteRole: (id: string) => api.delete<MessageResponse>(`setting/role/${id}`),
  invitations: (params: { status: InvitationFilter; page: number; per_page: number }) =>
    api.get<ListResponse<Invitation>>("company/user-invitation", { params }),
  invite: (body: InvitationValues) => api.post<{ message: string; data: Invitation }>("company/user-invitation", body),
  resendInvitation: (id: string) => api.post<MessageResponse>(`company/user-invitation/${id}/resend`),
  cancelInvitation: (id: string) => api.delete<MessageResponse>(`company/user-invitation/${id}`),
};

/** Every role, for pickers (a company has few). */
export const allRoles = () => settingsApi.roles({ page: 1, per_page: 100 });

type ApprovalLevelState = ApprovalState["levels"][number];

/** One module's approval levels as `GET /settings/module-approval` answers them. */
export interface ModuleApproval {
  module: ApprovalModule;
  name: string;
  levels: Pick<ApprovalLevelState, "index" | "limit_type" | "amount_min" | "amount_max" | "mode" | "approvers">[];
  /** The creator may approve a document a colleague submitted (four eyes: off unless set). */
  allow_creator_approval: boolean;
}

export const moduleApprovalApi = {
  list: () => api.get<{ data: ModuleApproval[] }>("settings/module-approval"),
  save: (module: ApprovalModule, body: ModuleApprovalBody) => api.put<MessageResponse>(`settings/module-approval/${module}`, body),
  /** The company's members, to name approvers (silent: a role without the member list still picks roles). */
  members: () =>
    api.get<ListResponse<{ id: string; user_name: string; email: string }>>("master-data/user", { params: { per_page: 100 }, silent: true }),
};
