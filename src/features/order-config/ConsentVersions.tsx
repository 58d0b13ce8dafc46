import { Button, Card, Form, Input, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { Answer } from '@/shared/contract/call';
import type * as C from '@/shared/contract/consent';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
import { PermissionButton, useCan } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { DATE_FORMAT, DatePicker, moment, type Moment } from '@/shared/utils/dates';
import { maxInput, required } from '@/shared/validation/rules';
import { useListConsentVersionsQuery, useSaveConsentVersionMutation } from './api';

type Version = Answer<typeof C.listConsentVersions>['rows'][number];

const STATE_TAG: Record<Version['state'], { color: string; label: string }> = {
  current: { color: 'green', label: '当前生效' },
  past: { color: 'default', label: '已被取代' },
  scheduled: { color: 'blue', label: '待生效' },
};

interface Values {
  text: string;
  effectiveFrom: Moment;
}

/** 新增版本, or 编辑 of a version not yet in force (the mock refuses the others). */
function VersionModal({ editing, onClose }: { editing?: Version; onClose: () => void }) {
  const [save] = useSaveConsentVersionMutation();
  return (
    <SaveFormModal<Values>
      title={editing ? `编辑版本 v${editing.version}` : '新增版本'}
      formName="consentVersion"
      successText="保存成功"
      width={720}
      initialValues={
        editing
          ? { text: editing.text, effectiveFrom: moment(editing.effectiveFrom, DATE_FORMAT) }
          : { effectiveFrom: moment().add(1, 'day').startOf('day') }
      }
      onSave={(values) =>
        save({
          ...(editing ? { version: editing.version } : {}),
          text: values.text,
          effectiveFrom: values.effectiveFrom.format(DATE_FORMAT),
        }).unwrap()
      }
      onClose={onClose}
    >
      <Form.Item
        label="知情同意书内容"
        name="text"
        rules={[required('请输入知情同意书内容'), maxInput(5000)]}
      >
        <Input.TextArea rows={12} />
      </Form.Item>
      <Form.Item
        label="生效日期"
        name="effectiveFrom"
        rules={[required('请选择生效日期')]}
        extra="生效日期当天 0 点起生效，取代之前的版本；已生效的版本不能修改，只能新增版本取代"
      >
        <DatePicker
          format={DATE_FORMAT}
          style={{ width: '100%' }}
          disabledDate={(day) => day.isBefore(moment(), 'day')}
        />
      </Form.Item>
    </SaveFormModal>
  );
}

/** 知情同意书: the organisation's consent text by version (订单设置; 新增版本 and 编辑 with 保存 06-01-09-01). */
export function ConsentVersions() {
  const { data, isFetching } = useListConsentVersionsQuery();
  const canSave = useCan(PERM.orderConfigSave);
  const [modal, setModal] = useState<{ editing?: Version }>();
  return (
    <Card
      role="region"
      aria-label="知情同意书"
      title="知情同意书"
      extra={
        <PermissionButton perm={PERM.orderConfigSave} onClick={() => setModal({})}>
          新增版本
        </PermissionButton>
      }
    >
      <Typography.Paragraph type="secondary">
        来访者首次咨询前须同意当前生效的版本；当前生效的是生效日期已到的最新版本。
      </Typography.Paragraph>
      <Table<Version>
        rowKey="version"
        size="small"
        loading={isFetching}
        dataSource={data?.rows}
        pagination={false}
        expandable={{
          expandedRowRender: (row) => (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
              {row.text}
            </Typography.Paragraph>
          ),
        }}
        columns={[
          { title: '版本', dataIndex: 'version', render: (version: number) => `v${version}` },
          { title: '生效日期', dataIndex: 'effectiveFrom' },
          {
            title: '状态',
            dataIndex: 'state',
            render: (state: Version['state']) => (
              <Tag color={STATE_TAG[state].color}>{STATE_TAG[state].label}</Tag>
            ),
          },
          { title: '创建人', dataIndex: 'createBy' },
          { title: '创建时间', dataIndex: 'createTime' },
          {
            title: '操作',
            key: 'actions',
            render: (_value, row) =>
              canSave && row.state === 'scheduled' ? (
                <Button
                  type="link"
                  aria-label={`编辑 v${row.version}`}
                  onClick={() => setModal({ editing: row })}
                >
                  编辑
                </Button>
              ) : null,
          },
        ]}
      />
      {modal && <VersionModal editing={modal.editing} onClose={() => setModal(undefined)} />}
    </Card>
  );
}
