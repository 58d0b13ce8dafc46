// Deep import: the icons root pulls an ESM-only colour module that Jest cannot load.
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { App, Button } from 'antd';
import type { ButtonProps } from 'antd';
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { BatchOptions, BatchProgress } from '@/shared/request/fetchAllPages';
import type { ExportColumn } from '@/shared/utils/excel';
import { exportToExcel } from '@/shared/utils/excel';

export interface ExportButtonProps<T> {
  columns: readonly ExportColumn<T>[];
  /**
   * Fetches every row to export (e.g. the list in batches of 10000 through fetchAllPages, passing
   * on the signal and the progress); or the rows with their columns, when the columns come with
   * the data (one per question of a form).
   */
  fetchRows: (
    batch: BatchOptions,
  ) => Promise<T[] | { rows: T[]; columns: readonly ExportColumn<T>[] }>;
  /** Without extension; defaults to excel-list. */
  fileName?: string;
  /** The label; defaults to 导出. */
  children?: ReactNode;
  buttonProps?: Omit<ButtonProps, 'onClick' | 'loading' | 'children'>;
}

/** What a failed export says (shell spec §8). */
export const EXPORT_FAILED = '数据有误，请联系管理员';

/** What an export the user stopped says: nothing was saved. */
const EXPORT_STOPPED = '已停止导出，未保存文件';

type Phase =
  | { kind: 'idle' }
  | { kind: 'fetching'; progress?: BatchProgress }
  | { kind: 'building'; percent: number };

function busyLabel(phase: Phase): string {
  if (phase.kind === 'building') return `导出中 ${phase.percent}%`;
  if (phase.kind === 'fetching' && phase.progress)
    return `导出中 ${phase.progress.fetched}/${phase.progress.total}条`;
  return '导出中';
}

/**
 * Fetches all rows and saves them as .xlsx, showing progress on the button while it runs. While
 * the rows are fetched, 停止导出 aborts the fetch and says that nothing was saved.
 */
export function ExportButton<T>({
  columns,
  fetchRows,
  fileName,
  children = '导出',
  buttonProps,
}: ExportButtonProps<T>) {
  const { message } = App.useApp();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const fetching = useRef<AbortController | null>(null);
  const exportButton = useRef<HTMLButtonElement>(null);

  const run = async () => {
    const controller = new AbortController();
    fetching.current = controller;
    setPhase({ kind: 'fetching' });
    let table: { rows: T[]; columns: readonly ExportColumn<T>[] };
    try {
      const fetched = await fetchRows({
        signal: controller.signal,
        onProgress: (progress) => setPhase({ kind: 'fetching', progress }),
      });
      if (controller.signal.aborted) throw controller.signal.reason;
      table = Array.isArray(fetched) ? { rows: fetched, columns } : fetched;
    } catch {
      // The request layer already showed why the fetch failed; a stop is said here.
      if (controller.signal.aborted) message.info(EXPORT_STOPPED);
      setPhase({ kind: 'idle' });
      return;
    } finally {
      fetching.current = null;
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

  const stop = () => {
    fetching.current?.abort();
    // The stop button leaves with the fetch: focus goes back to the export button.
    exportButton.current?.focus();
  };

  const busy = phase.kind !== 'idle';
  const button = (
    <Button
      ref={exportButton}
      icon={<DownloadOutlined />}
      {...buttonProps}
      loading={busy}
      aria-busy={busy}
      onClick={() => void run()}
    >
      {busy ? busyLabel(phase) : children}
    </Button>
  );
  // A fragment, not a wrapper: the export button keeps its place in the tree (and its focus).
  return (
    <>
      {button}
      {phase.kind === 'fetching' && (
        <Button style={{ marginInlineStart: 8 }} onClick={stop}>
          停止导出
        </Button>
      )}
    </>
  );
}
