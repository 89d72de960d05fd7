import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../lib/session";
import { useSignOut } from "../../../lib/use-sign-out";
import { StatusPage } from "../components/StatusPage";

export function NotAuthorizedPage() {
  const session = useSession();
  return <StatusPage status="403" texts="not_authorized" more={session.loggedIn && <OtherAccountButton />} />;
}

/** Signs out, so that another account (one with the role) can sign in. */
function OtherAccountButton() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return <Button onClick={() => void signOut()}>{t("not_authorized.other_account")}</Button>;
}
