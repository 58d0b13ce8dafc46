import { Descriptions, Image } from 'antd';
import { EMPTY_TEXT } from '@/shared/utils/format';
import { RELEASE_OBJ_LABEL, TASK_SOURCE_LABEL, TASK_STATUS_LABEL, type TaskDetail } from './types';

/** 任务设置: the task's fields as saved. */
export function TaskSettingsTab({ task }: { task: TaskDetail }) {
  const objects =
    task.releaseObj === 2
      ? task.deptNames
      : task.releaseObj === 0
        ? task.userList.map((user) => user.name).join('、')
        : '全部用户';
  return (
    <Descriptions column={2} bordered size="small">
      <Descriptions.Item label="任务ID">{task.id}</Descriptions.Item>
      <Descriptions.Item label="任务标题">{task.name}</Descriptions.Item>
      <Descriptions.Item label="客户">{task.orgName}</Descriptions.Item>
      <Descriptions.Item label="状态">{TASK_STATUS_LABEL[task.status]}</Descriptions.Item>
      <Descriptions.Item label="开始时间">{task.startTime}</Descriptions.Item>
      <Descriptions.Item label="结束时间">{task.endTime}</Descriptions.Item>
      <Descriptions.Item label="来源">{TASK_SOURCE_LABEL[task.source]}</Descriptions.Item>
      <Descriptions.Item label="发布对象">{RELEASE_OBJ_LABEL[task.releaseObj]}</Descriptions.Item>
      <Descriptions.Item label="对象" span={2}>
        {objects || EMPTY_TEXT}
      </Descriptions.Item>
      <Descriptions.Item label="问卷" span={2}>
        {task.formName || EMPTY_TEXT}
      </Descriptions.Item>
      <Descriptions.Item label="封面" span={2}>
        {task.coverImg ? <Image src={task.coverImg} width={234} alt="封面" /> : EMPTY_TEXT}
      </Descriptions.Item>
    </Descriptions>
  );
}
