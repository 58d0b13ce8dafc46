import { App, Button, Flex, Input, Modal, Space } from 'antd';
import { QrPoster } from '@/shared/components/QrPoster';
import { taskFillUrl } from './taskRules';
import type { Task } from './types';
import { useReturnFocus } from '@/shared/components/useReturnFocus';

/** 分享: the task's fill page as a link and a QR code. */
export function TaskShareModal({ task, onClose }: { task: Task; onClose: () => void }) {
  useReturnFocus();
  const { message } = App.useApp();
  const url = taskFillUrl(task.id);
  return (
    <Modal open title={`分享：${task.name}`} onCancel={onClose} footer={null}>
      <Flex vertical align="center" gap="middle">
        <QrPoster url={url} title={task.name} label="任务二维码" />
        <Space.Compact style={{ width: '100%' }}>
          <Input readOnly value={url} aria-label="任务链接" />
          <Button
            onClick={() =>
              void navigator.clipboard?.writeText(url).then(
                () => message.success('链接已复制'),
                () => message.error('复制失败，请手动复制'),
              )
            }
          >
            复制链接
          </Button>
        </Space.Compact>
      </Flex>
    </Modal>
  );
}
