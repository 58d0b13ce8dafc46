// Deep import: the icons root pulls an ESM-only colour module that Jest cannot load.
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { App, Button } from 'antd';
import type { ButtonProps } from 'antd';
import { useRef, useState } from 'react';
import type { ReactNode, Ref } from 'react';
import type { BatchOptions, BatchProgress } from '@/shared/request/fetchAllPages';
import type { ExportColumn } from '@/shared/utils/excel';
import { exportToExcel } from '@/shared/utils/excel';
import { exportFileName } from '@/shared/utils/exportFileName';

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
  /**
   * The list's name as its menu calls it (咨询订单): the file is `<listName>-<YYYYMMDD-HHmm>.xlsx`,
   * stamped with the moment of the click (exportFileName); excel-list-… without one.
   */
  listName?: string;
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

type LookProps = Omit<ButtonProps, 'icon' | 'loading' | 'onClick'> & {
  busy: boolean;
  /** What the button says while busy; 导出中 by default. */
  busyText?: string;
  onClick: () => void;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * The look every export shares (导出, 导出Excel, 导出PDF, a file the server builds): the download
 * icon (decorative: the label names the button), and while it runs antd's spinner in its place,
 * aria-busy and 导出中 (or its progress) instead of the label.
 */
function ExportLook({ busy, busyText = '导出中', children, ...props }: LookProps) {
  return (
    <Button icon={<DownloadOutlined aria-hidden />} {...props} loading={busy} aria-busy={busy}>
      {busy ? busyText : children}
    </Button>
  );
}

export interface ExportFileButtonProps extends Omit<
  ButtonProps,
  'icon' | 'loading' | 'onClick' | 'children'
> {
  /**
   * Makes and saves the file (a PDF report, a file the server builds); the button is busy until
   * it settles. A failure was already said by the request layer (or by `save` itself).
   */
  save: () => Promise<unknown>;
  /** The label: 导出PDF, 导出答题人员… */
  children: ReactNode;
}

/** A one-file export that looks and behaves as 导出 beside it: same icon, same busy state. */
export function ExportFileButton({ save, children, ...buttonProps }: ExportFileButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await save();
    } catch {
      // Shown by the request layer.
    } finally {
      setBusy(false);
    }
  };
  return (
    <ExportLook {...buttonProps} busy={busy} onClick={() => void run()}>
      {children}
    </ExportLook>
  );
}

/**
 * Fetches all rows and saves them as .xlsx, showing progress on the button while it runs. While
 * the rows are fetched, 停止导出 aborts the fetch and says that nothing was saved.
 */
export function ExportButton<T>({
  columns,
  fetchRows,
  listName,
  children = '导出',
  buttonProps,
}: ExportButtonProps<T>) {
  const { message } = App.useApp();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const fetching = useRef<AbortController | null>(null);
  const exportButton = useRef<HTMLButtonElement>(null);

  const run = async () => {
    // The moment the export is asked for names the file, however long the rows take.
    const fileName = exportFileName(listName, 'xlsx');
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
    <ExportLook
      ref={exportButton}
      {...buttonProps}
      busy={busy}
      busyText={busyLabel(phase)}
      onClick={() => void run()}
    >
      {children}
    </ExportLook>
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
