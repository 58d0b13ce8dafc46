import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Card, Input, InputNumber, Select, Space, Switch, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { FormKind, FormQuestion } from '@/shared/contract/formTemplate';
import { isMultiple, QUESTION_TYPE_LABEL } from '@/shared/forms/templateRules';
import { withType } from './editorModel';

const TYPE_OPTIONS = Object.entries(QUESTION_TYPE_LABEL).map(([value, label]) => ({
  value: Number(value),
  label,
}));

export interface MoveButtonsProps {
  label: string;
  onUp: () => void;
  onDown: () => void;
  onRemove: () => void;
}

/** 上移, 下移 and 删除 of a group or question. */
export function MoveButtons({ label, onUp, onDown, onRemove }: MoveButtonsProps) {
  return (
    <Space size={0} onClick={(event) => event.stopPropagation()}>
      <Button
        type="text"
        size="small"
        icon={<ArrowUpOutlined />}
        aria-label={`上移${label}`}
        onClick={onUp}
      />
      <Button
        type="text"
        size="small"
        icon={<ArrowDownOutlined />}
        aria-label={`下移${label}`}
        onClick={onDown}
      />
      <Button
        type="text"
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label={`删除${label}`}
        onClick={onRemove}
      />
    </Space>
  );
}

/** One question's card: text, type, 必填, options (with score for satisfaction), selMin/selMax, remark. */
export function QuestionEditor({
  kind,
  number,
  question,
  problems,
  onChange,
  moveButtons,
  drag,
}: {
  kind: FormKind;
  number: number;
  question: FormQuestion;
  problems: string[];
  onChange: (question: FormQuestion) => void;
  moveButtons: ReactNode;
  drag: React.HTMLAttributes<HTMLDivElement>;
}) {
  const label = `第${number}题`;
  const set = (patch: Partial<FormQuestion>) => onChange({ ...question, ...patch });
  const setOption = (index: number, patch: { option?: string; score?: number }) =>
    set({
      optionList: question.optionList.map((item, i) =>
        i === index ? { ...item, ...patch } : item,
      ),
    });
  const choice = question.questionType !== 2;
  return (
    <div {...drag}>
      <Card
        size="small"
        title={label}
        extra={moveButtons}
        style={{ marginBottom: 12 }}
        role="group"
        aria-label={label}
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Input
            aria-label={`${label}题目内容`}
            placeholder="题目内容"
            value={question.questionContent}
            maxLength={200}
            onChange={(event) => set({ questionContent: event.target.value })}
          />
          <Space wrap>
            <Select
              aria-label={`${label}题型`}
              style={{ width: 160 }}
              value={question.questionType}
              options={TYPE_OPTIONS}
              onChange={(type) => onChange(withType(question, type, kind))}
            />
            <span>
              必填{' '}
              <Switch
                aria-label={`${label}必填`}
                checked={question.isMust === 1}
                onChange={(on) => set({ isMust: on ? 1 : 0 })}
              />
            </span>
            {isMultiple(question.questionType) && (
              <>
                <InputNumber
                  aria-label={`${label}最少选择`}
                  placeholder="最少选择"
                  min={1}
                  precision={0}
                  value={question.selMin}
                  onChange={(value) => set({ selMin: value ?? undefined })}
                />
                <InputNumber
                  aria-label={`${label}最多选择`}
                  placeholder="最多选择"
                  min={1}
                  precision={0}
                  value={question.selMax}
                  onChange={(value) => set({ selMax: value ?? undefined })}
                />
              </>
            )}
          </Space>
          {choice &&
            question.optionList.map((item, index) => (
              <Space key={index}>
                <Input
                  aria-label={`${label}选项${index + 1}`}
                  placeholder={`选项${index + 1}`}
                  value={item.option}
                  maxLength={50}
                  onChange={(event) => setOption(index, { option: event.target.value })}
                />
                {kind === 'satisfaction' && (
                  <InputNumber
                    aria-label={`${label}选项${index + 1}分值`}
                    placeholder="分值"
                    min={0}
                    max={100}
                    precision={0}
                    value={item.score}
                    onChange={(value) => setOption(index, { score: value ?? undefined })}
                  />
                )}
                <Button
                  type="text"
                  danger
                  aria-label={`删除${label}选项${index + 1}`}
                  icon={<DeleteOutlined />}
                  onClick={() =>
                    set({ optionList: question.optionList.filter((_, i) => i !== index) })
                  }
                />
              </Space>
            ))}
          {choice && (
            <Button
              type="dashed"
              size="small"
              icon={<PlusOutlined />}
              onClick={() =>
                set({
                  optionList: [
                    ...question.optionList,
                    kind === 'satisfaction' ? { option: '', score: 0 } : { option: '' },
                  ],
                })
              }
            >
              添加选项
            </Button>
          )}
          <Input
            aria-label={`${label}备注`}
            placeholder="备注（选填）"
            value={question.remark ?? ''}
            maxLength={200}
            onChange={(event) => set({ remark: event.target.value })}
          />
          {problems.map((problem) => (
            <Typography.Text key={problem} type="danger">
              {problem}
            </Typography.Text>
          ))}
        </Space>
      </Card>
    </div>
  );
}
