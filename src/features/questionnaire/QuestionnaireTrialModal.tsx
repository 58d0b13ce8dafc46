import { Alert, App, Modal, Result, Spin, Typography } from 'antd';
import { QuestionForm } from '@/shared/components/QuestionForm';
import { useGetQuestionnairePaperQuery } from './api';
import { useReturnFocus } from '@/shared/components/useReturnFocus';

/** 试用: fill the questionnaire as a respondent would; nothing is saved. */
export function QuestionnaireTrialModal({ id, onClose }: { id: string; onClose: () => void }) {
  useReturnFocus();
  const { message } = App.useApp();
  const { data, isLoading, isError } = useGetQuestionnairePaperQuery(id);
  return (
    <Modal
      open
      title={data ? `试用：${data.name}` : '试用'}
      onCancel={onClose}
      footer={null}
      width={760}
      destroyOnHidden
    >
      {isLoading && <Spin />}
      {isError && <Result status="error" title="问卷加载失败" />}
      {data && (
        <>
          <Alert
            type="info"
            showIcon
            title="试用模式：提交后不会保存答案"
            style={{ marginBottom: 16 }}
          />
          <Typography.Paragraph>{data.guidance}</Typography.Paragraph>
          {data.confidAgreement && (
            <Typography.Paragraph type="secondary">{data.confidAgreement}</Typography.Paragraph>
          )}
          <QuestionForm
            questions={data.quesionList}
            onSubmit={() => {
              void message.success('试用提交成功，答案未保存');
              onClose();
            }}
          />
          <Typography.Paragraph type="secondary">{data.closingWord}</Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}
