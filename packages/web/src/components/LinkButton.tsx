import { Button, type ButtonProps } from "antd";
import { useNavigate } from "react-router";

/** A button that moves to another screen inside the app. */
export function LinkButton({ to, replace = false, ...props }: ButtonProps & { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  return <Button {...props} onClick={() => void navigate(to, { replace })} />;
}
