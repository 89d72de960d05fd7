import { Segmented } from "antd";
import { useNavigate } from "react-router";

/**
 * The switch between the lists of one family (unit, brand, category; seaport, airport): each
 * option is a path under `/master-data/`, and choosing one opens its list.
 */
export function LevelSwitch({ value, options, testId }: { value: string; options: { value: string; label: string }[]; testId?: string }) {
  const navigate = useNavigate();
  return <Segmented value={value} onChange={(path) => void navigate(`/master-data/${path}`)} options={options} className="md-levels" data-testid={testId} />;
}
