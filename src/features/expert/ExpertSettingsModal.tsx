import { App, Modal, Spin } from 'antd';
import { ExpertPriceForm, type ExpertPriceValue } from '@/shared/components/ExpertPriceForm';
import { useGetExpertSettingsQuery, useUpdateExpertSettingsMutation } from './api';
import { EXPERT_TYPE_LABEL, type Expert } from './types';

/** 设置: the expert's consultation price setup (the shared expert price form). */
export function ExpertSettingsModal({ expert, onClose }: { expert: Expert; onClose: () => void }) {
  const { data, isLoading } = useGetExpertSettingsQuery({
    userId: expert.userId,
    expertType: expert.expertType,
  });
  const [save] = useUpdateExpertSettingsMutation();
  const { message } = App.useApp();

  async function submit(value: ExpertPriceValue) {
    await save({ userId: expert.userId, ...value }).unwrap();
    message.success('设置成功');
    onClose();
  }

  return (
    <Modal
      title={`${EXPERT_TYPE_LABEL[expert.expertType]}设置：${expert.name}`}
      open
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
    >
      {isLoading || !data ? (
        <Spin />
      ) : (
        <ExpertPriceForm
          serviceTypes={data.serviceTypes.length > 0 ? data.serviceTypes : [0]}
          value={{ serviceTypes: data.serviceTypes, list: data.list }}
          faceAddresses={data.faceAddresses.map((address) => ({ address }))}
          onSubmit={submit}
        />
      )}
    </Modal>
  );
}
