import { useState } from 'react';
import { Button, Space, type ButtonProps } from 'antd';
import type { TableColumnType } from 'antd';
import { PermissionButton } from '@/shared/session/PermissionButton';
import { RejectModal } from './RejectModal';
import type { CooperApply } from './types';
import { useAudit } from './useAudit';
import { ConfirmAction } from '@/shared/feedback/ConfirmAction';

/** How one side of a cooperation (organisation or expert) answers the applications awaiting it. */
export interface AuditSide {
  /** Whether the row awaits this side's answer (the others get no actions). */
  awaits: (row: CooperApply) => boolean;
  /** The confirmation question before agreeing. */
  confirmTitle: (row: CooperApply) => string;
  agreeLabel: string;
  rejectLabel: string;
  /** Button codes; a side without them shows its buttons to everyone. */
  agreePerm?: string;
  rejectPerm?: string;
  /** Title of the dialog asking why. */
  rejectTitle: string;
  /** Whether refusing this row asks why (otherwise it is refused at once); always by default. */
  rejectAsksWhy?: (row: CooperApply) => boolean;
}

function ActionButton({ perm, ...props }: ButtonProps & { perm?: string }) {
  return perm ? <PermissionButton perm={perm} {...props} /> : <Button {...props} />;
}

/** The 操作 column (agree behind a ConfirmAction, reject with a reason) and the reason dialog it opens. */
export function useAuditColumn(side: AuditSide) {
  const { decide } = useAudit();
  const [rejecting, setRejecting] = useState<CooperApply | null>(null);

  const column: TableColumnType<CooperApply> = {
    title: '操作',
    key: 'actions',
    render: (_: unknown, row: CooperApply) =>
      side.awaits(row) ? (
        <Space size={0}>
          <ConfirmAction
            title={side.confirmTitle(row)}
            onConfirm={() => decide(row.id, true)}
            okText="同意"
            cancelText="取消"
          >
            <ActionButton perm={side.agreePerm} type="link" size="small">
              {side.agreeLabel}
            </ActionButton>
          </ConfirmAction>
          <ActionButton
            perm={side.rejectPerm}
            type="link"
            size="small"
            danger
            onClick={() =>
              (side.rejectAsksWhy?.(row) ?? true) ? setRejecting(row) : void decide(row.id, false)
            }
          >
            {side.rejectLabel}
          </ActionButton>
        </Space>
      ) : null,
  };

  const rejectModal = rejecting && (
    <RejectModal
      title={side.rejectTitle}
      onClose={() => setRejecting(null)}
      onSubmit={(remark) => decide(rejecting.id, false, remark)}
    />
  );

  return { column, rejectModal };
}
