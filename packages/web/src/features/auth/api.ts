import { api, type MessageResponse } from "../../lib/api";
import type { SessionData } from "../../lib/session";

export interface LoginAnswer {
  token: string;
  data: SessionData;
}

export interface LoginBody {
  email: string;
  password: string;
}

export interface SignupBody {
  user_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  agreement: boolean;
}

export const authApi = {
  login: (body: LoginBody) => api.post<LoginAnswer>("auth/login", body),
  signup: (body: SignupBody) => api.post<MessageResponse>("auth/signup", body),
  resendActivation: (email: string) => api.post<MessageResponse>("auth/resend-activation", { email }),
  activate: (token: string) => api.post<MessageResponse>("auth/activation", { token }),
  forgotPassword: (email: string) => api.post<MessageResponse>("auth/forgot-password", { email }),
  resetPassword: (body: { token: string; password: string; password_confirmation: string }) =>
    api.post<MessageResponse>("auth/reset-password", body),
};
