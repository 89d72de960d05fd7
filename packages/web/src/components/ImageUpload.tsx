import { DeleteOutlined, UploadOutlined, UserOutlined } from "@ant-design/icons";
import { limits, renderTemplate } from "@neraca/core";
import { Avatar, Button, Space, Typography, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../lib/i18n";

const ACCEPTED = ["image/png", "image/jpeg", "image/webp"];

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsDataURL(file);
  });
}

/** Checks a chosen image against the API's rule (png, jpeg or webp; at most 512 KB). */
export function imageProblem(file: { type: string; size: number }, field: string): string | null {
  const language = currentLanguage();
  if (!ACCEPTED.includes(file.type)) return renderTemplate("image", field, language);
  if (file.size > limits.image_size_kb_max * 1024) {
    return renderTemplate("size", field, language, { size: limits.image_size_kb_max });
  }
  return null;
}

/** A form control holding an image as a data URL (avatar, company logo). */
export function ImageUpload({
  value,
  onChange,
  field,
  shape = "circle",
  disabled = false,
}: {
  value?: string | null;
  onChange?: (value: string | null) => void;
  field: "avatar" | "logo";
  shape?: "circle" | "square";
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Space align="center" size="large" wrap>
      <Avatar size={72} shape={shape} src={value ?? undefined} icon={<UserOutlined />} />
      <Space orientation="vertical" size={4}>
        <Space wrap>
          <Upload
            accept={ACCEPTED.join(",")}
            showUploadList={false}
            disabled={disabled}
            beforeUpload={async (file) => {
              const found = imageProblem(file, field);
              setProblem(found);
              if (!found) onChange?.(await readAsDataUrl(file));
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<UploadOutlined />} disabled={disabled} data-testid={`${field}-upload`}>
              {t("upload.choose")}
            </Button>
          </Upload>
          {value && (
            <Button icon={<DeleteOutlined />} disabled={disabled} onClick={() => onChange?.(null)}>
              {t("upload.remove")}
            </Button>
          )}
        </Space>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t("upload.hint", { size: limits.image_size_kb_max })}
        </Typography.Text>
        {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
      </Space>
    </Space>
  );
}
