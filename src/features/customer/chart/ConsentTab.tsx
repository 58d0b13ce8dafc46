import { Alert, Button, Card, Descriptions, Flex, Form, Radio, Spin, Table, Tag } from 'antd';
import { useState } from 'react';
import type { Answer } from '@/shared/contract/call';
import type * as C from '@/shared/contract/consent';
import { LoadFailure } from '@/shared/components/LoadFailure';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
import {
  CONSENT_HOW,
  CONSENT_HOW_LABELS,
  CONSENT_MESSAGES,
  type ConsentHow,
} from '@/shared/counselling/consentRules';
import {
  useGetConsentStatusQuery,
  useRecordConsentMutation,
} from '@/shared/counselling/consentApi';
import { ConsentText } from '@/shared/counselling/ConsentText';
import { DATE_TIME_FORMAT, DatePicker, moment, type Moment } from '@/shared/utils/dates';
import { required } from '@/shared/validation/rules';

type Status = Answer<typeof C.consentStatus>;
type ConsentRecord = Status['records'][number];

/** The visitor's standing in words and colour: 已同意当前版本 / 同意的是旧版本 vN / 未签署. */
function consentStateTag(status: Pick<Status, 'state' | 'agreedVersion'>) {
  if (status.state === 'current') return <Tag color="green">已同意当前版本</Tag>;
  if (status.state === 'old')
    return <Tag color="orange">同意的是旧版本 v{status.agreedVersion}</Tag>;
  return <Tag color="red">未签署</Tag>;
}

/** The standing alone, for 概览 (the same query as the tab, so one request serves both). */
export function ConsentStatusTag({ cusUserId }: { cusUserId: string }) {
  const { data } = useGetConsentStatusQuery(cusUserId);
  return data ? consentStateTag(data) : null;
}

interface Values {
  how: ConsentHow;
  time: Moment;
}

/** 登记知情同意: how it was given and when, to the version in force (shown with its text). */
function RecordConsentModal({
  cusUserId,
  current,
  onClose,
}: {
  cusUserId: string;
  current: NonNullable<Status['current']>;
  onClose: () => void;
}) {
  const [record] = useRecordConsentMutation();
  return (
    <SaveFormModal<Values>
      title="登记知情同意"
      formName="recordConsent"
      successText="登记成功"
      width={720}
      initialValues={{ how: 'paper', time: moment().startOf('minute') }}
      onSave={(values) =>
        record({
          cusUserId,
          version: current.version,
          how: values.how,
          time: values.time.format(DATE_TIME_FORMAT),
        }).unwrap()
      }
      onClose={onClose}
    >
      <ConsentText consent={current} />
      <Form.Item label="签署方式" name="how" rules={[required('请选择签署方式')]}>
        <Radio.Group
          options={CONSENT_HOW.map((how) => ({ value: how, label: CONSENT_HOW_LABELS[how] }))}
        />
      </Form.Item>
      <Form.Item label="签署时间" name="time" rules={[required('请选择签署时间')]}>
        <DatePicker
          showTime
          format={DATE_TIME_FORMAT}
          style={{ width: '100%' }}
          disabledDate={(day) => day.isAfter(moment(), 'day')}
        />
      </Form.Item>
    </SaveFormModal>
  );
}

/** 知情同意 on the visitor's chart: the standing against the version in force, the records, 登记知情同意. */
export function ConsentTab({ cusUserId }: { cusUserId: string }) {
  const query = useGetConsentStatusQuery(cusUserId);
  const [recording, setRecording] = useState(false);
  const status = query.data;
  if (query.isLoading) return <Spin />;
  if (!status)
    return <LoadFailure error={query.error} notFound="来访者不存在" onRetry={query.refetch} />;
  const { current } = status;
  return (
    <Flex vertical gap="middle">
      <Card
        title="知情同意"
        extra={
          current &&
          status.state !== 'current' && (
            <Button type="primary" onClick={() => setRecording(true)}>
              登记知情同意
            </Button>
          )
        }
      >
        {status.firstSessionNeedsConsent && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title="首次咨询前须登记来访者对当前版本知情同意书的同意"
          />
        )}
        <Descriptions column={2}>
          <Descriptions.Item label="同意状态">{consentStateTag(status)}</Descriptions.Item>
          <Descriptions.Item label="当前生效版本">
            {current
              ? `v${current.version}（${current.effectiveFrom}起生效）`
              : CONSENT_MESSAGES.noVersion}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="同意记录">
        <Table<ConsentRecord>
          rowKey="id"
          size="small"
          dataSource={status.records}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          columns={[
            { title: '版本', dataIndex: 'version', render: (version: number) => `v${version}` },
            {
              title: '签署方式',
              dataIndex: 'how',
              render: (how: ConsentHow) => CONSENT_HOW_LABELS[how],
            },
            { title: '登记人', dataIndex: 'recordedBy' },
            { title: '签署时间', dataIndex: 'time' },
          ]}
        />
      </Card>
      {recording && current && (
        <RecordConsentModal
          cusUserId={cusUserId}
          current={current}
          onClose={() => setRecording(false)}
        />
      )}
    </Flex>
  );
}
