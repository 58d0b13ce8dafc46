import { Form, Input, Radio } from 'antd';
import type { FormQuestion } from '@/shared/contract/formTemplate';
import {
  FREE_TEXT_MAX,
  OTHER_TEXT_MAX,
  otherProblem,
  valuesProblem,
} from '@/shared/forms/answerRules';
import { OTHER_OPTION } from '@/shared/forms/templateRules';
import { RequiredCheckboxGroup } from '../RequiredCheckboxGroup';

const listOf = (raw: unknown): string[] =>
  Array.isArray(raw) ? raw.map(String) : typeof raw === 'string' && raw ? [raw] : [];

const reject = (msg: string | undefined) =>
  msg ? Promise.reject(new Error(msg)) : Promise.resolve();

export interface QuestionFieldProps {
  question: FormQuestion;
  /** What the label shows before the question: its code (questionnaire) or its place (fill-in). */
  number: string | number;
  /** A text field was left. */
  onLeave?: () => void;
}

/**
 * One question (shell spec §3 types 0–4) under `answers.<code>`: its label with the required mark, the
 * control of its type and, for 3 and 4, the Other text under `others.<code>`; rules from answerRules.
 */
export function QuestionField({ question, number, onLeave }: QuestionFieldProps) {
  const { code, questionType } = question;
  const withOther = questionType === 3 || questionType === 4;
  const options = [
    ...question.optionList.map((item) => item.option),
    ...(withOther ? [OTHER_OPTION] : []),
  ];
  // The fill-in shows the question, not how it was built: no 单选题/多选题 tag (the control says
  // it), and a required one carries antd's own mark, as every other form's fields do.
  const label = `${number}. ${question.questionContent}`;
  const aria = question.questionContent;
  const control =
    questionType === 2 ? (
      <Input.TextArea
        maxLength={FREE_TEXT_MAX}
        showCount
        rows={3}
        aria-label={aria}
        onBlur={onLeave}
      />
    ) : questionType === 0 || questionType === 3 ? (
      <Radio.Group options={options} aria-label={aria} />
    ) : (
      <RequiredCheckboxGroup options={options} aria-label={aria} />
    );
  return (
    <>
      <Form.Item
        name={['answers', code]}
        label={label}
        extra={question.remark || undefined}
        required={Boolean(question.isMust)}
        rules={[{ validator: (_rule, value) => reject(valuesProblem(question, listOf(value))) }]}
      >
        {control}
      </Form.Item>
      {withOther && (
        <Form.Item noStyle dependencies={[['answers', code]]}>
          {({ getFieldValue }) =>
            listOf(getFieldValue(['answers', code])).includes(OTHER_OPTION) ? (
              <Form.Item
                name={['others', code]}
                rules={[
                  {
                    validator: (_rule, value) =>
                      reject(
                        otherProblem(
                          question,
                          listOf(getFieldValue(['answers', code])),
                          typeof value === 'string' ? value : undefined,
                        ),
                      ),
                  },
                ]}
              >
                <Input
                  maxLength={OTHER_TEXT_MAX}
                  showCount
                  placeholder="请填写其他内容"
                  aria-label={`${aria} 其他`}
                  onBlur={onLeave}
                />
              </Form.Item>
            ) : null
          }
        </Form.Item>
      )}
    </>
  );
}
