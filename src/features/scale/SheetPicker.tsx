import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { App, Button, Upload } from 'antd';
import { SPREADSHEET_ACCEPT, spreadsheetProblem } from '@/shared/components/spreadsheetFile';

export interface SheetPickerProps {
  /** Set by Form.Item so its label points at the file input. */
  id?: string;
  value?: File;
  onChange?: (file?: File) => void;
  label?: string;
}

/** Picks one .xls/.xlsx file as a Form control (sent with the form, not uploaded on its own). */
export function SheetPicker({ id, value, onChange, label = '选择量表文件' }: SheetPickerProps) {
  const { message } = App.useApp();
  return (
    <Upload
      id={id}
      accept={SPREADSHEET_ACCEPT}
      maxCount={1}
      fileList={value ? [{ uid: 'sheet', name: value.name, status: 'done' }] : []}
      beforeUpload={(file) => {
        const problem = spreadsheetProblem(file);
        if (problem) void message.error(problem);
        else onChange?.(file);
        return false;
      }}
      onRemove={() => onChange?.(undefined)}
    >
      <Button icon={<UploadOutlined />}>{label}</Button>
    </Upload>
  );
}
