import {
  AppstoreOutlined,
  AuditOutlined,
  CopyOutlined,
  LockOutlined,
  TagsOutlined,
  BankOutlined,
  BarChartOutlined,
  BookOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DollarOutlined,
  FileTextOutlined,
  MonitorOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  SwapOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
} from "@ant-design/icons";
import type { ReactNode } from "react";

/** Icon names used by the screen registry's menu entries. Unknown names get a neutral icon. */
const icons: Record<string, ReactNode> = {
  dashboard: <DashboardOutlined />,
  database: <DatabaseOutlined />,
  bank: <BankOutlined />,
  user: <UserOutlined />,
  team: <TeamOutlined />,
  setting: <SettingOutlined />,
  book: <BookOutlined />,
  report: <BarChartOutlined />,
  chart: <BarChartOutlined />,
  file: <FileTextOutlined />,
  audit: <AuditOutlined />,
  money: <DollarOutlined />,
  wallet: <WalletOutlined />,
  cart: <ShoppingCartOutlined />,
  transfer: <SwapOutlined />,
  monitor: <MonitorOutlined />,
  copy: <CopyOutlined />,
  lock: <LockOutlined />,
  tag: <TagsOutlined />,
};

export const menuIcon = (name: string): ReactNode => icons[name] ?? <AppstoreOutlined />;
