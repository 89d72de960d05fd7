import { SettingOutlined } from "@ant-design/icons";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";

const CustomizerPanel = lazy(() => import("./CustomizerPanel"));

/** The theme customizer: a small button at the edge opening the preferences drawer. */
export function Customizer() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className="customizer-toggle"
        aria-label={t("customizer.open")}
        title={t("customizer.open")}
        data-testid="customizer-toggle"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <SettingOutlined />
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <CustomizerPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
