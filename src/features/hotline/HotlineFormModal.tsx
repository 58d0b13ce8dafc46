import { Alert, Col, Form, Input, InputNumber, Radio, Row, Select, TreeSelect } from 'antd';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
import { RemoteSelect, REMOTE_SELECT_PAGE_SIZE } from '@/shared/components/RemoteSelect';
import { searchByName } from '@/shared/components/searchByName';
import { useProblemTypeTreeQuery } from '@/shared/counselling/lookupApi';
import {
  AGE_BANDS,
  CALL_TYPES,
  HANDLINGS,
  HOTLINE_STATUS_LABELS,
  MENTAL_STATUS_LABELS,
  isCrisisCall,
} from '@/shared/counselling/hotlineCodes';
import { getPage } from '@/shared/request/client';
import { DATE_TIME_FORMAT, DatePicker, moment, type Moment } from '@/shared/utils/dates';
import {
  maxInput,
  mobile,
  mobileInvalidMessage,
  notSpacesOnly,
  required,
  requiredWhen,
  type RuleObject,
} from '@/shared/validation/rules';
import { compareWith } from '@/shared/validation/dateRules';
import { useSaveHotlineMutation } from './api';
import { CrisisContactFields } from './CrisisContactFields';
import type { HotlineBody, HotlineDetail } from './types';

type Values = Omit<HotlineBody, 'callStart' | 'callEnd'> & { callStart: Moment; callEnd: Moment };

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const codeOptions = (labels: readonly string[]) => labels.map((label, value) => ({ value, label }));

const searchListeners = searchByName<{ id: string; name: string }>(
  '/server-platform/api/hotline/listeners',
  (row) => ({ value: row.id, label: row.name }),
);
async function searchCustomers(keyword: string, signal: AbortSignal) {
  const { rows } = await getPage<{ id: string; name: string; mobile: string }>(
    '/server-platform/api/cusUser/page',
    { keyword: keyword.trim(), archived: 0, pageNum: 1, pageSize: REMOTE_SELECT_PAGE_SIZE },
    { signal },
  );
  return rows.map((row) => ({ value: row.id, label: `${row.name}（${row.mobile}）` }));
}

const notFuture: RuleObject = {
  validator: (_rule, value?: Moment) =>
    value && value.isAfter(moment())
      ? Promise.reject(new Error('来电时间不能晚于当前时间'))
      : Promise.resolve(),
};
const afterStart = compareWith(
  'callStart',
  (end, start) => !end.isAfter(start),
  '结束时间须晚于来电时间',
);

function initialValues(call: HotlineDetail | undefined): Partial<Values> {
  if (!call)
    return {
      callStart: moment().subtract(30, 'minute').startOf('minute'),
      callEnd: moment().startOf('minute'),
      anonymous: 0,
      sex: -1,
      ageBand: '不详',
      callType: '一般',
      suicideIntent: 0,
      hopelessness: 0,
      mentalStatus: 0,
      handling: '疏导',
      needFollowUp: 0,
      status: 0,
      problemTypeIds: [],
    };
  return {
    ...call,
    callStart: moment(call.callStart),
    callEnd: moment(call.callEnd),
    callerMobile: '',
    emergencyMobile: '',
    cusUserId: call.cusUserId || undefined,
  };
}

/** 登记来电 / 编辑热线工单: the design's fields; a crisis call says what saving will set off. */
export function HotlineFormModal({ call, onClose }: { call?: HotlineDetail; onClose: () => void }) {
  const [save] = useSaveHotlineMutation();
  const { data: tree = [] } = useProblemTypeTreeQuery({ status: 1 });
  const treeData = tree.map((group) => ({
    value: group.id,
    title: group.name,
    selectable: false,
    children: group.children.map((type) => ({ value: type.id, title: type.name })),
  }));
  return (
    <SaveFormModal<Values>
      title={call ? `编辑热线工单（${call.hotlineNo}）` : '登记来电'}
      formName="hotline"
      successText="保存成功"
      width={760}
      initialValues={initialValues(call)}
      onSave={(values) =>
        save({
          ...values,
          id: call?.id,
          callStart: values.callStart.format(DATE_TIME_FORMAT),
          callEnd: values.callEnd.format(DATE_TIME_FORMAT),
          callerMobile: values.anonymous === 1 ? '' : (values.callerMobile ?? ''),
          areaCode: values.areaCode ?? '',
          problemTypeIds: values.problemTypeIds ?? [],
        }).unwrap()
      }
      onClose={onClose}
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            label="来电时间"
            name="callStart"
            rules={[required('请选择来电时间'), notFuture]}
          >
            <DatePicker showTime format={DATE_TIME_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            label="结束时间"
            name="callEnd"
            dependencies={['callStart']}
            rules={[required('请选择结束时间'), afterStart]}
          >
            <DatePicker showTime format={DATE_TIME_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="是否匿名" name="anonymous">
            <Radio.Group options={codeOptions(['否', '是'])} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            label="来电号码"
            name="callerMobile"
            dependencies={['anonymous']}
            rules={[
              ...(call
                ? []
                : [
                    requiredWhen((form) => form.getFieldValue('anonymous') === 0, '请输入来电号码'),
                  ]),
              mobile(mobileInvalidMessage('来电号码')),
            ]}
          >
            <Input placeholder={call ? `${call.callerMobile || '匿名'}（留空则不修改）` : ''} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="性别" name="sex">
            <Radio.Group
              options={[
                { value: 0, label: '男' },
                { value: 1, label: '女' },
                { value: -1, label: '未知' },
              ]}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="年龄段" name="ageBand" rules={[required('请选择年龄段')]}>
            <Select options={options(AGE_BANDS)} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="接线员" name="listenerId" rules={[required('请选择接线员')]}>
            <RemoteSelect
              fetchOptions={searchListeners}
              initialOptions={call ? [{ value: call.listenerId, label: call.listenerName }] : []}
              placeholder="输入姓名搜索"
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="地区" name="areaCode" rules={[maxInput(30)]}>
            <Input />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="来电类型" name="callType" rules={[required('请选择来电类型')]}>
            <Select options={options(CALL_TYPES)} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="问题类型" name="problemTypeIds">
            <TreeSelect treeData={treeData} multiple treeDefaultExpandAll allowClear />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            label="通话摘要"
            name="summary"
            rules={[required('请输入通话摘要'), notSpacesOnly, maxInput(500)]}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item label="自杀意念" name="suicideIntent" rules={[required('请输入自杀意念')]}>
            <InputNumber min={0} max={10} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item label="无望感" name="hopelessness" rules={[required('请输入无望感')]}>
            <InputNumber min={0} max={10} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item label="心理状态" name="mentalStatus">
            <Radio.Group options={codeOptions(MENTAL_STATUS_LABELS)} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <CrisisHint />
          <CrisisContactFields storedMobile={call?.emergencyMobile || undefined} />
        </Col>
        <Col span={12}>
          <Form.Item label="处理方式" name="handling" rules={[required('请选择处理方式')]}>
            <Select options={options(HANDLINGS)} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="工单状态" name="status">
            <Select options={codeOptions(HOTLINE_STATUS_LABELS)} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="来访者" name="cusUserId">
            <RemoteSelect
              fetchOptions={searchCustomers}
              initialOptions={
                call?.cusUserId ? [{ value: call.cusUserId, label: call.cusUserName }] : []
              }
              allowClear
              placeholder="可选：关联来访者，便于转预约"
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="是否需要回访" name="needFollowUp">
            <Radio.Group options={codeOptions(['否', '是'])} />
          </Form.Item>
        </Col>
      </Row>
    </SaveFormModal>
  );
}

/** Suicide intent 7+ or mentalStatus 2: saving raises the crisis to-do and SMS. */
function CrisisHint() {
  const form = Form.useFormInstance<Values>();
  const suicideIntent = Form.useWatch('suicideIntent', form) ?? 0;
  const mentalStatus = Form.useWatch('mentalStatus', form) ?? 0;
  if (!isCrisisCall({ suicideIntent, mentalStatus })) return null;
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      title="危机来电：保存后将生成危机跟进待办，并短信通知危机联系人"
    />
  );
}
