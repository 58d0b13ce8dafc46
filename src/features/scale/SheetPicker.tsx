import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { App, Button, Upload } from 'antd';

export interface SheetPickerProps {
  value?: File;
  onChange?: (file?: File) => void;
  label?: string;
}

const SHEET_NAME = /\.xlsx?$/i;
export const SHEET_TYPE_MESSAGE = '只能上传 .xls 或 .xlsx 文件';

/** Picks one .xls/.xlsx file as a Form control (sent with the form, not uploaded on its own). */
export function SheetPicker({ value, onChange, label = '选择量表文件' }: SheetPickerProps) {
  const { message } = App.useApp();
  return (
    <Upload
      accept=".xls,.xlsx"
      maxCount={1}
      fileList={value ? [{ uid: 'sheet', name: value.name, status: 'done' }] : []}
      beforeUpload={(file) => {
        if (!SHEET_NAME.test(file.name)) message.error(SHEET_TYPE_MESSAGE);
        else onChange?.(file);
        return false;
      }}
      onRemove={() => onChange?.(undefined)}
    >
      <Button icon={<UploadOutlined />}>{label}</Button>
    </Upload>
  );
}
