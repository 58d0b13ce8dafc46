import { useState } from 'react';
import { Modal, Table } from 'antd';
import { maskMobile } from '@/shared/utils/format';
import { useGetUsersByRoleQuery } from './api';
import type { Role } from './types';
import { useReturnFocus } from '@/shared/components/useReturnFocus';

/** 角色用户: who holds the role. */
export function RoleUsersModal({ role, onClose }: { role: Role; onClose: () => void }) {
  useReturnFocus();
  const [pageNum, setPageNum] = useState(1);
  const { data, isFetching } = useGetUsersByRoleQuery({ roleId: role.id, pageNum, pageSize: 10 });
  return (
    <Modal title={`角色用户：${role.name}`} open onCancel={onClose} footer={null} width={600}>
      <Table
        rowKey="id"
        loading={isFetching}
        dataSource={data?.rows}
        pagination={{
          current: pageNum,
          total: data?.total ?? 0,
          pageSize: 10,
          onChange: setPageNum,
        }}
        columns={[
          { title: '账号', dataIndex: 'username' },
          { title: '姓名', dataIndex: 'name' },
          { title: '手机号', dataIndex: 'mobile', render: (mobile: string) => maskMobile(mobile) },
        ]}
      />
    </Modal>
  );
}
