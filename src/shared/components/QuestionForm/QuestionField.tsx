import { Checkbox, Form, Input, Radio, Space, Tag } from 'antd';
import { answerRules, otherRules } from './questionRules';
import {
  FREE_TEXT_MAX,
  OTHER_OPTION,
  OTHER_TEXT_MAX,
  QUESTION_TYPE_LABEL,
  type Question,
} from './types';

/** One question: its label with the 必填 mark, the control of its type and, for 3 and 4, the Other text. */
export function QuestionField({ question }: { question: Question }) {
  const { code, questionType } = question;
  const withOther = questionType === 3 || questionType === 4;
  const options = [
    ...question.optionList.map((item) => item.option),
    ...(withOther ? [OTHER_OPTION] : []),
  ];
  const label = (
    <Space size={4} wrap>
      <span>{`${code}. ${question.questionContent}`}</span>
      <Tag>{QUESTION_TYPE_LABEL[questionType]}</Tag>
      {question.isMust ? <Tag color="red">必填</Tag> : null}
    </Space>
  );
  const control =
    questionType === 2 ? (
      <Input.TextArea
        maxLength={FREE_TEXT_MAX}
        showCount
        rows={3}
        aria-label={question.questionContent}
      />
    ) : questionType === 0 || questionType === 3 ? (
      <Radio.Group options={options} aria-label={question.questionContent} />
    ) : (
      <Checkbox.Group options={options} aria-label={question.questionContent} />
    );
  return (
    <>
      <Form.Item
        name={['answers', code]}
        label={label}
        rules={answerRules(question)}
        extra={question.remark || undefined}
        required={false}
      >
        {control}
      </Form.Item>
      {withOther && (
        <Form.Item noStyle dependencies={[['answers', code]]}>
          {({ getFieldValue }) => {
            const chosen: unknown = getFieldValue(['answers', code]);
            const picked = Array.isArray(chosen)
              ? chosen.includes(OTHER_OPTION)
              : chosen === OTHER_OPTION;
            return picked ? (
              <Form.Item name={['others', code]} rules={otherRules(chosen)}>
                <Input
                  maxLength={OTHER_TEXT_MAX}
                  showCount
                  placeholder="请填写其他内容"
                  aria-label={`${question.questionContent} 其他`}
                />
              </Form.Item>
            ) : null;
          }}
        </Form.Item>
      )}
    </>
  );
}
