import { App, Button, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '@/shared/store/hooks';
import { useCan } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { selectBtnCodes } from '@/shared/session/sessionSlice';
import { useDeleteTaskMutation, useUpdateTaskStatusMutation } from './api';
import { ACTION_TARGET, STATUS_DONE } from '@/shared/assessment/taskStatusRules';
import { ACTION_LABEL, actionsFor, type TaskAction } from './taskRules';
import type { Task } from './types';
import { ConfirmAction } from '@/shared/feedback/ConfirmAction';

/** A task's row actions: those of its status (spec §4) that the identity holds, plus 查看 and 分享. */
export function TaskRowActions({ task, onShare }: { task: Task; onShare: (task: Task) => void }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const codes = useAppSelector(selectBtnCodes);
  const canShare = useCan(PERM.taskShare);
  const [updateStatus, statusState] = useUpdateTaskStatusMutation();
  const [remove, removeState] = useDeleteTaskMutation();
  const busy = statusState.isLoading || removeState.isLoading;

  const change = async (action: 'publish' | 'pause' | 'end') => {
    await updateStatus({ id: task.id, status: ACTION_TARGET[action] })
      .unwrap()
      .then(
        () => message.success(STATUS_DONE[ACTION_TARGET[action]]),
        () => undefined,
      );
  };
  const button = (action: TaskAction, onClick?: () => void) => (
    <Button
      key={action}
      type="link"
      size="small"
      danger={action === 'delete'}
      disabled={busy}
      onClick={onClick}
    >
      {ACTION_LABEL[action]}
    </Button>
  );
  const render = (action: TaskAction) => {
    switch (action) {
      case 'edit':
        return button(action, () => void navigate(`/taskManagement/add/${task.id}`));
      case 'publish':
      case 'pause':
        return button(action, () => void change(action));
      case 'end':
        return (
          <ConfirmAction
            key={action}
            title="确定结束该任务吗？"
            okText="确定"
            cancelText="取消"
            onConfirm={() => change('end')}
          >
            {button(action)}
          </ConfirmAction>
        );
      case 'delete':
        return (
          <ConfirmAction
            key={action}
            title="确定删除该任务吗？"
            okText="确定"
            cancelText="取消"
            onConfirm={() =>
              remove(task.id)
                .unwrap()
                .then(
                  () => message.success('删除成功'),
                  () => undefined,
                )
            }
          >
            {button(action)}
          </ConfirmAction>
        );
    }
  };
  return (
    <Space size={0}>
      <Button
        type="link"
        size="small"
        onClick={() => void navigate(`/taskManagement/detail/${task.id}`)}
      >
        查看
      </Button>
      {actionsFor(task.status, codes).map(render)}
      {canShare && (
        <Button type="link" size="small" onClick={() => onShare(task)}>
          分享
        </Button>
      )}
    </Space>
  );
}
