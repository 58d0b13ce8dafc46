import { App, Form, Input, Modal } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { SearchTable, useSearchTable } from '@/shared/components/SearchTable';
import { MESSAGES } from '@/shared/validation/rules';
import { useListQuestionnairesQuery } from '@/shared/assessment/assessmentApi';
import type { Questionnaire } from '@/shared/assessment/assessmentLabels';
import { useReturnFocus } from '@/shared/components/useReturnFocus';
import { formatCount } from '@/shared/utils/format';

const columns: TableProps<Questionnaire>['columns'] = [
  { title: 'ID', dataIndex: 'id', width: 90 },
  { title: '问卷名称', dataIndex: 'name' },
  { title: '题目数', dataIndex: 'questionNum', width: 80, render: formatCount },
  { title: '创建时间', dataIndex: 'createTime', width: 170 },
];

/** 选择问卷: one questionnaire by radio from the paged list. */
export function ChooseQuestionnaireModal({
  onChoose,
  onClose,
}: {
  onChoose: (questionnaire: Questionnaire) => void;
  onClose: () => void;
}) {
  useReturnFocus();
  const { message } = App.useApp();
  const search = useSearchTable<{ name?: string }>({
    listKey: 'choose-questionnaire',
    inUrl: false,
  });
  const { data, isFetching, error, refetch } = useListQuestionnairesQuery(search.query);
  const [chosen, setChosen] = useState<Questionnaire>();
  return (
    <Modal
      open
      title="选择问卷"
      width={820}
      onCancel={onClose}
      onOk={() => {
        if (!chosen) {
          void message.error(MESSAGES.chooseQuestionnaireFirst);
          return;
        }
        onChoose(chosen);
      }}
      okText="确定"
      cancelText="取消"
    >
      <SearchTable<Questionnaire, { name?: string }>
        search={search}
        filters={
          <Form.Item label="问卷名称" name="name">
            <Input allowClear />
          </Form.Item>
        }
        columns={columns}
        data={data}
        loading={isFetching}
        error={error}
        onRetry={refetch}
        rowKey="id"
        rowSelection={{
          type: 'radio',
          selectedRowKeys: chosen ? [chosen.id] : [],
          onChange: (_keys, rows) => setChosen(rows[0]),
        }}
      />
    </Modal>
  );
}
