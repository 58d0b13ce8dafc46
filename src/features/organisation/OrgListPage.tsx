import { useState } from 'react';
import { SearchTable, useSearchTable, type SearchColumn } from '@/shared/components/SearchTable';
import { PermissionButton } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { useListChildOrgsQuery } from './api';
import { OrgFilters, orgColumns } from './orgColumns';
import { OrgFormModal } from './OrgFormModal';
import { OrgRowActions } from './OrgRowActions';
import { OrgStatusModal } from './OrgStatusModal';
import { OrgTree } from './OrgTree';
import { TreeBesideList, useTreeChoice } from './TreeBesideList';
import type { Org } from './types';
import { useAgentOperation } from './useAgentOperation';

interface Filters {
  name?: string;
  areaCode?: string;
}

/**
 * The columns this list starts without, offered in 列设置: beside the tree the table has about
 * 840 px at 1440, and the tree already shows where an organisation sits (docs/building-blocks.md).
 */
const HIDDEN_BESIDE_TREE = new Set(['parentName', 'level', 'createTime']);
const columns: SearchColumn<Org>[] = orgColumns.map((column) =>
  'dataIndex' in column && HIDDEN_BESIDE_TREE.has(String(column.dataIndex))
    ? { ...column, defaultHidden: true }
    : column,
);

type Dialog = { kind: 'create' } | { kind: 'edit'; org: Org } | { kind: 'status'; org: Org } | null;

/** /om/om-query: the organisation tree and what lies under the chosen node. */
export default function OrgListPage() {
  const [dialog, setDialog] = useState<Dialog>(null);
  const search = useSearchTable<Filters>();
  const [orgId, chooseOrg] = useTreeChoice(search);
  const { data, isFetching, error, refetch } = useListChildOrgsQuery({ ...search.query, orgId });
  const agent = useAgentOperation();
  const close = () => setDialog(null);

  return (
    <TreeBesideList
      title="机构查询"
      treeTitle="机构树"
      tree={<OrgTree selected={orgId} onSelect={chooseOrg} />}
      listTitle="机构列表"
      list={
        <SearchTable<Org, Filters>
          search={search}
          filters={<OrgFilters />}
          toolbar={
            <PermissionButton
              perm={PERM.orgCreate}
              type="primary"
              onClick={() => setDialog({ kind: 'create' })}
            >
              新增机构
            </PermissionButton>
          }
          columns={[
            ...columns,
            {
              title: '操作',
              key: 'actions',
              width: 300,
              render: (_: unknown, org: Org) => (
                <OrgRowActions
                  org={org}
                  onEdit={(row) => setDialog({ kind: 'edit', org: row })}
                  onStatus={(row) => setDialog({ kind: 'status', org: row })}
                  onAgent={(row) => void agent.operate(row.id)}
                />
              ),
            },
          ]}
          data={data}
          loading={isFetching}
          error={error}
          onRetry={refetch}
          rowKey="id"
        />
      }
      dialogs={
        <>
          {dialog?.kind === 'create' && <OrgFormModal parentId={orgId} onClose={close} />}
          {dialog?.kind === 'edit' && <OrgFormModal org={dialog.org} onClose={close} />}
          {dialog?.kind === 'status' && <OrgStatusModal org={dialog.org} onClose={close} />}
        </>
      }
    />
  );
}
