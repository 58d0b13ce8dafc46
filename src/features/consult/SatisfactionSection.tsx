import { Card, Descriptions, Empty } from 'antd';
import { useGetOrderSatisfactionQuery } from './caseRecordApi';
import type { ConsultOrderDetail } from './types';

/** 满意度评价 of a confirmed order: each question (satContent) with the chosen answers and scores, and the total. */
export function SatisfactionSection({ order }: { order: ConsultOrderDetail }) {
  const { data } = useGetOrderSatisfactionQuery(order.id, { skip: order.status !== 3 });
  if (order.status !== 3 || !data) return null;
  const head = data.answerHeadVO;
  return (
    <Card title="满意度评价" size="small" style={{ marginBottom: 16 }}>
      {!head && <Empty description="来访者尚未填写满意度问卷" />}
      {head && (
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'form', label: '问卷', children: `${head.formName}（${head.submitTime}）` },
            ...head.answerDetails.map((detail) => ({
              key: detail.code,
              label: detail.satContent,
              children: detail.answerValues
                .map(({ value, score }) => (score ? `${value}（${score}分）` : value))
                .join('；'),
            })),
            { key: 'total', label: '总分', children: `${head.totalScore} / ${head.maxScore}` },
          ]}
        />
      )}
    </Card>
  );
}
