import { App, Button, Card, Form, Input, Radio, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useFinishPage } from '@/shared/routing/finishPage';
import { useAppSelector } from '@/shared/store/hooks';
import { ImageUpload } from '@/shared/components/ImageUpload';
import { ChoiceField } from '@/shared/components/ChoiceField';
import { LoadFailure } from '@/shared/components/LoadFailure';
import { PageTitle } from '@/shared/components/PageTitle';
import { selectUserDetails } from '@/shared/session/sessionSlice';
import { DATE_TIME_FORMAT, DatePicker, moment, type Moment } from '@/shared/utils/dates';
import {
  MESSAGES,
  departmentRules,
  endTimeRules,
  partialUsersRules,
  releaseObjectRules,
  startTimeRules,
  taskQuestionnaireRules,
  taskTitleRules,
} from '@/shared/validation/rules';
import { AddObjectModal } from './AddObjectModal';
import { DeptTreeSelect } from '@/shared/organisation/DeptTreeSelect';
import { ChooseQuestionnaireModal } from './ChooseQuestionnaireModal';
import { uploadCover, useGetTaskDeptTreeQuery, useGetTaskQuery, useSaveTaskMutation } from './api';
import {
  disabledEndDate,
  disabledStartDate,
  toSavePayload,
  type TaskFormValues,
} from './taskRules';
import { RELEASE_OBJ_LABEL, type PersonBrief, type ReleaseObj, type TaskDetail } from './types';
import { finishCleaned } from '@/shared/validation/leadToFirstError';

function TaskForm({ task, orgId }: { task?: TaskDetail; orgId: string }) {
  const [form] = Form.useForm<TaskFormValues>();
  const finish = useFinishPage();
  const { message } = App.useApp();
  const [saveTask, { isLoading }] = useSaveTaskMutation();
  const { data: tree } = useGetTaskDeptTreeQuery(orgId);
  const [dialog, setDialog] = useState<'objects' | 'questionnaire'>();
  const [formName, setFormName] = useState(task?.formName ?? '');
  const [uploading, setUploading] = useState(false);
  const creating = !task;
  const releaseObj = Form.useWatch('releaseObj', form);
  const startTime = Form.useWatch('startTime', form);
  const endTime = Form.useWatch('endTime', form);
  const users = (Form.useWatch('users', form) ?? []) as PersonBrief[];

  const submit = async (values: TaskFormValues) => {
    if (isLoading) return;
    const payload = toSavePayload(values, {
      id: task?.id,
      status: task?.status,
      orgId,
      formId: task?.formId,
    });
    await saveTask(payload)
      .unwrap()
      .then(
        () => {
          void message.success(creating ? '保存成功' : '编辑成功');
          finish('/taskManagement');
        },
        () => undefined,
      );
  };

  return (
    <Card>
      <Form<TaskFormValues>
        form={form}
        name="taskForm"
        labelCol={{ span: 4 }}
        wrapperCol={{ span: 14 }}
        onFinish={finishCleaned(submit)}
        onFinishFailed={() => undefined}
        initialValues={{
          name: task?.name,
          startTime: task ? moment(task.startTime, DATE_TIME_FORMAT) : undefined,
          endTime: task ? moment(task.endTime, DATE_TIME_FORMAT) : undefined,
          releaseObj: task?.releaseObj,
          deptIds: task?.deptIds ? task.deptIds.split(',') : [],
          users: task?.userList ?? [],
          formId: task?.formId,
          coverImg: task?.coverImg || undefined,
        }}
      >
        <Form.Item label="任务标题" name="name" rules={taskTitleRules}>
          <Input maxLength={30} showCount placeholder="请输入任务标题" />
        </Form.Item>
        <Form.Item
          label="开始时间"
          name="startTime"
          rules={startTimeRules('endTime')}
          dependencies={['endTime']}
        >
          <DatePicker
            showTime
            disabled={task?.status === 3}
            disabledDate={(current: Moment) => disabledStartDate(current, task?.status, endTime)}
          />
        </Form.Item>
        <Form.Item
          label="结束时间"
          name="endTime"
          rules={endTimeRules('startTime')}
          dependencies={['startTime']}
        >
          <DatePicker
            showTime
            disabledDate={(current: Moment) => disabledEndDate(current, startTime)}
          />
        </Form.Item>
        <Form.Item label="发布对象" name="releaseObj" rules={releaseObjectRules}>
          <Radio.Group
            options={([0, 1, 2] as ReleaseObj[]).map((value) => ({
              value,
              label: RELEASE_OBJ_LABEL[value],
            }))}
          />
        </Form.Item>
        {releaseObj === 2 && (
          <Form.Item label="部门" name="deptIds" rules={departmentRules}>
            <DeptTreeSelect multiple tree={tree} placeholder="请选择部门" aria-label="部门" />
          </Form.Item>
        )}
        {releaseObj === 0 && (
          <Form.Item label="用户" name="users" rules={creating ? partialUsersRules : []}>
            <ChoiceField wrap>
              <Button type="link" onClick={() => setDialog('objects')}>
                添加对象
              </Button>
              {users.length > 0 && <span>已选 {users.length} 人：</span>}
              {users.slice(0, 20).map((user) => (
                <Tag key={user.id}>{user.name}</Tag>
              ))}
              {users.length > 20 && <span>等</span>}
            </ChoiceField>
          </Form.Item>
        )}
        <Form.Item label="问卷" name="formId" rules={creating ? taskQuestionnaireRules : []}>
          <ChoiceField>
            <span>{formName || '未选择'}</span>
            <Button onClick={() => setDialog('questionnaire')}>选择问卷</Button>
          </ChoiceField>
        </Form.Item>
        <Form.Item label="封面" name="coverImg" extra="图片小于2M，建议尺寸750x320，png/jpg">
          <ImageUpload
            aspect={2.34}
            upload={uploadCover}
            maxSizeMessage={MESSAGES.imageSizeAssessment}
            label="上传封面"
            onUploadingChange={setUploading}
          />
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 4 }}>
          <Space>
            <Button
              type="primary"
              htmlType="submit"
              loading={isLoading}
              disabled={uploading}
              autoInsertSpace={false}
            >
              保存
            </Button>
            <Button onClick={() => finish('/taskManagement')} autoInsertSpace={false}>
              取消
            </Button>
          </Space>
        </Form.Item>
      </Form>
      {dialog === 'objects' && (
        <AddObjectModal
          orgId={orgId}
          value={users}
          onClose={() => setDialog(undefined)}
          onOk={(people) => {
            form.setFieldValue('users', people);
            void form.validateFields(['users']);
            setDialog(undefined);
          }}
        />
      )}
      {dialog === 'questionnaire' && (
        <ChooseQuestionnaireModal
          onClose={() => setDialog(undefined)}
          onChoose={(questionnaire) => {
            form.setFieldValue('formId', questionnaire.id);
            setFormName(questionnaire.name);
            void form.validateFields(['formId']);
            setDialog(undefined);
          }}
        />
      )}
    </Card>
  );
}

/** 新建任务 /taskManagement/add and 编辑任务 /taskManagement/add/{id}. */
export default function TaskFormPage() {
  const { id } = useParams();
  const orgId = useAppSelector(selectUserDetails)?.orgId ?? '';
  const { data, isLoading, isError, error, refetch } = useGetTaskQuery(id ?? '', {
    skip: !id,
    refetchOnMountOrArgChange: true,
  });
  const title = id ? '编辑任务' : '新建任务';
  return (
    <>
      <PageTitle title={title} back="/taskManagement" />
      {id && isLoading && <Spin />}
      {id && isError && <LoadFailure error={error} notFound="任务不存在" onRetry={refetch} />}
      {(!id || data) && (
        <TaskForm key={data?.id ?? 'new'} task={data} orgId={data?.cusOrgId ?? orgId} />
      )}
    </>
  );
}
