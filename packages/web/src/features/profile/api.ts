import { api, type MessageResponse } from "../../lib/api";

export interface Profile {
  id: string;
  user_name: string;
  email: string;
  avatar: string | null;
  language: "en" | "id";
}

export interface ProfileValues {
  user_name: string;
  avatar: string | null;
  language: "en" | "id";
}

export interface PasswordValues {
  current_password: string;
  password: string;
  password_confirmation: string;
}

export const profileApi = {
  get: () => api.get<{ data: Profile }>("auth/profile"),
  update: (body: ProfileValues) => api.put<{ message: string; data: Profile }>("auth/profile", body),
  changePassword: (body: PasswordValues) => api.put<MessageResponse>("auth/password", body),
};
