import { App, Form, Input, Modal } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { SearchTable, useSearchTable } from '@/shared/components/SearchTable';
import { MESSAGES } from '@/shared/validation/rules';
import { useGetTaskDeptTreeQuery, useGetLoginTypesQuery, useListReleasePeopleQuery } from './api';
import type { PersonBrief, ReleasePerson } from './types';
import { DeptFilter } from '@/shared/organisation/DeptTreeSelect';
import { useReturnFocus } from '@/shared/components/useReturnFocus';

/** Person fields the organisation's login types name. */
const LOGIN_FIELD: Record<string, keyof ReleasePerson> = {
  username: 'username',
  mobile: 'mobile',
  sendMail: 'sendMail',
};

/** 添加对象: people of the organisation by department and name or account, picked by checkbox. */
export function AddObjectModal({
  orgId,
  value,
  onOk,
  onClose,
}: {
  orgId: string;
  value: PersonBrief[];
  onOk: (people: PersonBrief[]) => void;
  onClose: () => void;
}) {
  useReturnFocus();
  const { message } = App.useApp();
  const search = useSearchTable<{ deptId?: string; keyword?: string }>({
    listKey: 'add-object',
    inUrl: false,
  });
  const { data, isFetching, error, refetch } = useListReleasePeopleQuery({
    ...search.query,
    orgId,
  });
  const { data: tree } = useGetTaskDeptTreeQuery(orgId);
  const { data: loginTypes = [] } = useGetLoginTypesQuery(orgId);
  const [picked, setPicked] = useState<PersonBrief[]>(value);

  const columns: TableProps<ReleasePerson>['columns'] = [
    { title: '姓名', dataIndex: 'name' },
    ...loginTypes.map((type) => ({
      title: type.name,
      dataIndex: LOGIN_FIELD[type.regloginType] ?? type.regloginType,
    })),
    { title: '部门', dataIndex: 'deptName' },
  ];
  return (
    <Modal
      open
      title="添加对象"
      width={860}
      okText="确定"
      cancelText="取消"
      onCancel={onClose}
      onOk={() => {
        if (picked.length === 0) {
          void message.error(MESSAGES.objectRequired);
          return;
        }
        onOk(picked);
      }}
    >
      <SearchTable<ReleasePerson, { deptId?: string; keyword?: string }>
        search={search}
        filters={
          <>
            <DeptFilter tree={tree} />
            <Form.Item label="姓名/账号" name="keyword">
              <Input allowClear />
            </Form.Item>
          </>
        }
        columns={columns}
        data={data}
        loading={isFetching}
        error={error}
        onRetry={refetch}
        rowKey="id"
        rowSelection={{
          preserveSelectedRowKeys: true,
          selectedRowKeys: picked.map((person) => person.id),
          onChange: (keys, rows) => {
            const known = new Map(
              [...picked, ...rows.filter(Boolean)].map((person) => [person.id, person]),
            );
            setPicked(
              keys.flatMap((key) => {
                const person = known.get(String(key));
                return person
                  ? [{ id: person.id, name: person.name, username: person.username }]
                  : [];
              }),
            );
          },
        }}
      />
      <div>已选 {picked.length} 人</div>
    </Modal>
  );
}
