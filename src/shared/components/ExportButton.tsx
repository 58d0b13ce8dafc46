// Deep import: the icons root pulls an ESM-only colour module that Jest cannot load.
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { App, Button } from 'antd';
import type { ButtonProps } from 'antd';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { ExportColumn } from '@/shared/utils/excel';
import { exportToExcel } from '@/shared/utils/excel';

export interface ExportButtonProps<T> {
  columns: readonly ExportColumn<T>[];
  /**
   * Fetches every row to export (e.g. the list call with pageSize 10000); or the rows with their
   * columns, when the columns come with the data (one per question of a form).
   */
  fetchRows: () => Promise<T[] | { rows: T[]; columns: readonly ExportColumn<T>[] }>;
  /** Without extension; defaults to excel-list. */
  fileName?: string;
  /** The label; defaults to 导出. */
  children?: ReactNode;
  buttonProps?: Omit<ButtonProps, 'onClick' | 'loading' | 'children'>;
}

/** What a failed export says (shell spec §8). */
export const EXPORT_FAILED = '数据有误，请联系管理员';

type Phase = { kind: 'idle' } | { kind: 'fetching' } | { kind: 'building'; percent: number };

/** Fetches all rows and saves them as .xlsx, showing progress on the button while it runs. */
export function ExportButton<T>({
  columns,
  fetchRows,
  fileName,
  children = '导出',
  buttonProps,
}: ExportButtonProps<T>) {
  const { message } = App.useApp();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });

  const run = async () => {
    setPhase({ kind: 'fetching' });
    let table: { rows: T[]; columns: readonly ExportColumn<T>[] };
    try {
      const fetched = await fetchRows();
      table = Array.isArray(fetched) ? { rows: fetched, columns } : fetched;
    } catch {
      // The request layer already showed why the fetch failed.
      setPhase({ kind: 'idle' });
      return;
    }
    try {
      await exportToExcel(table.columns, table.rows, {
        fileName,
        onProgress: (percent) => setPhase({ kind: 'building', percent }),
      });
    } catch {
      message.error(EXPORT_FAILED);
    } finally {
      setPhase({ kind: 'idle' });
    }
  };

  const busy = phase.kind !== 'idle';
  const label = phase.kind === 'building' ? `导出中 ${phase.percent}%` : busy ? '导出中' : children;
  return (
    <Button
      icon={<DownloadOutlined />}
      {...buttonProps}
      loading={busy}
      aria-busy={busy}
      onClick={() => void run()}
    >
      {label}
    </Button>
  );
}
