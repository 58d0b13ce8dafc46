import { Tag } from 'antd';
import type { TableProps } from 'antd';
import { formatCount, maskMobile } from '@/shared/utils/format';
import type { ExportColumn } from '@/shared/utils/excel';
import { TEST_FILL_STATUS_LABEL, type TestRecord } from './types';

const SEX = ['男', '女'];

export const RECORD_COLUMNS: TableProps<TestRecord>['columns'] = [
  { title: '姓名', dataIndex: 'personName' },
  { title: '账号', dataIndex: 'username' },
  { title: '手机号', dataIndex: 'mobile', render: (mobile: string) => maskMobile(mobile) },
  { title: '机构', dataIndex: 'orgName' },
  { title: '部门', dataIndex: 'deptName' },
  { title: '性别', dataIndex: 'sex', render: (sex: 0 | 1) => SEX[sex] },
  { title: '年龄', dataIndex: 'age' },
  {
    title: '答题状态',
    dataIndex: 'fillStatus',
    render: (status: TestRecord['fillStatus']) => (
      <Tag color={status === 1 ? 'green' : 'orange'}>{TEST_FILL_STATUS_LABEL[status]}</Tag>
    ),
  },
  { title: '答题时间', dataIndex: 'fillTime' },
  { title: '得分', dataIndex: 'score', render: formatCount },
];

/** The Excel export's columns; mobiles come as the platform answers them (masked without 查看联系方式). */
export const RECORD_EXPORT_COLUMNS: ExportColumn<TestRecord>[] = [
  { title: '答题编号', dataIndex: 'resultId' },
  { title: '姓名', dataIndex: 'personName' },
  { title: '账号', dataIndex: 'username' },
  { title: '手机号', dataIndex: 'mobile' },
  { title: '机构', dataIndex: 'orgName' },
  { title: '部门', dataIndex: 'deptName' },
  { title: '性别', render: (row) => SEX[row.sex] },
  { title: '年龄', dataIndex: 'age' },
  { title: '答题状态', render: (row) => TEST_FILL_STATUS_LABEL[row.fillStatus] },
  { title: '答题时间', dataIndex: 'fillTime' },
  { title: '得分', dataIndex: 'score' },
];
