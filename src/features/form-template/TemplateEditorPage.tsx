import PlusOutlined from '@ant-design/icons/PlusOutlined';
import {
  App,
  Button,
  Card,
  Collapse,
  Form,
  Input,
  Modal,
  Result,
  Space,
  Spin,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useFinishPage } from '@/shared/routing/finishPage';
import { PageTitle } from '@/shared/components/PageTitle';
import type { FormKind, FormQuestion, FormTemplate } from '@/shared/contract/formTemplate';
import { FillInPanel, type FormTexts } from '@/shared/forms/FillInPanel';
import { FORM_KIND_LABEL } from '@/shared/forms/formCodes';
import { TEMPLATE_MESSAGES } from '@/shared/forms/templateRules';
import {
  addGroup,
  addQuestion,
  editorProblems,
  isEditorGroup,
  moveBy,
  moveTo,
  problemsAt,
  removeAt,
  toSaved,
  updateAt,
  type EntryPath,
} from './editorModel';
import {
  useGetFormTemplateQuery,
  useSaveFormTemplateMutation,
  useUpdateFormTemplateMutation,
} from './api';
import { MoveButtons, QuestionEditor } from './QuestionEditor';
import { useDragMove } from './useDragMove';
import { listPath } from './paths';
import {
  EMPTY_TEXTS,
  TemplateTextsFields,
  trimmedTexts,
  type TemplateTextValues,
} from './TemplateTextsFields';
import { useReturnFocus } from '@/shared/components/useReturnFocus';
import { validateLeading } from '@/shared/validation/leadToFirstError';

function TemplateEditor({ kind, template }: { kind: FormKind; template?: FormTemplate }) {
  const { message } = App.useApp();
  const finish = useFinishPage();
  const [texts] = Form.useForm<TemplateTextValues>();
  const [list, setList] = useState<FormQuestion[]>(() =>
    template ? structuredCopy(template.questionList) : addQuestion(addGroup([]), kind, 0),
  );
  const [shown, setShown] = useState(false);
  const [previewing, setPreviewing] = useState<TemplateTextValues>();
  const [save, saving] = useSaveFormTemplateMutation();
  const [update, updating] = useUpdateFormTemplateMutation();
  const problems = editorProblems(kind, list);
  const drag = useDragMove((path, to) => setList((current) => moveTo(current, path, to)));

  /** The name and texts if their rules pass, else the first message (shown beside its field). */
  const checkedTexts = () =>
    validateLeading(texts).then(
      // Already trimmed, an emptied 特别声明 left out: the platform clears it (0022).
      (values) => ({ values }),
      (failure: { errorFields?: { errors: string[] }[] }) => ({
        problem: failure.errorFields?.[0]?.errors[0] ?? TEMPLATE_MESSAGES.nameRequired,
      }),
    );

  const submit = async () => {
    setShown(true);
    const checked = await checkedTexts();
    const first =
      ('problem' in checked ? checked.problem : undefined) ??
      (problems[0] && `${problems[0].where}${problems[0].where ? '：' : ''}${problems[0].msg}`);
    if (first || !('values' in checked)) {
      void message.error(first);
      return;
    }
    const content = { kind, ...checked.values, questionList: toSaved(list) };
    if (template) await update({ id: template.id, ...content }).unwrap();
    else await save(content).unwrap();
    void message.success('保存成功');
    finish(listPath(kind));
  };

  const move = (path: EntryPath, label: string) => (
    <MoveButtons
      label={label}
      onUp={() => setList((current) => moveBy(current, path, -1))}
      onDown={() => setList((current) => moveBy(current, path, 1))}
      onRemove={() => setList((current) => removeAt(current, path))}
    />
  );
  const numbers = new Map(
    list
      .flatMap((entry) => (isEditorGroup(entry) ? (entry.childList ?? []) : [entry]))
      .map((question, i) => [question.code, i + 1]),
  );
  const questionCard = (question: FormQuestion, path: EntryPath) => {
    const number = numbers.get(question.code) ?? 0;
    return (
      <QuestionEditor
        key={question.code}
        kind={kind}
        number={number}
        question={question}
        problems={shown ? problemsAt(problems, path) : []}
        onChange={(next) => setList((current) => updateAt(current, path, () => next))}
        moveButtons={move(path, `第${number}题`)}
        drag={drag(path)}
      />
    );
  };

  return (
    <>
      <Card>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Form
            form={texts}
            name="templateTexts"
            layout="vertical"
            initialValues={template ? trimmedTexts(template) : EMPTY_TEXTS}
          >
            <TemplateTextsFields />
          </Form>
          {list.map((entry, i) =>
            isEditorGroup(entry) ? (
              <div key={entry.code} {...drag([i])}>
                <Collapse
                  defaultActiveKey={[entry.code]}
                  style={{ marginBottom: 12 }}
                  items={[
                    {
                      key: entry.code,
                      label: entry.questionContent || `分组${i + 1}`,
                      // Only the title folds the group: the move and delete buttons beside it
                      // must not sit inside another button (axe nested-interactive).
                      collapsible: 'header',
                      extra: move([i], `分组${i + 1}`),
                      children: (
                        <>
                          <Input
                            aria-label={`分组${i + 1}名称`}
                            placeholder="分组名称"
                            value={entry.questionContent}
                            maxLength={30}
                            onChange={(event) =>
                              setList((current) =>
                                updateAt(current, [i], (group) => ({
                                  ...group,
                                  questionContent: event.target.value,
                                })),
                              )
                            }
                            style={{ marginBottom: 12 }}
                          />
                          {(shown ? problemsAt(problems, [i]) : []).map((problem) => (
                            <Typography.Paragraph key={problem} type="danger">
                              {problem}
                            </Typography.Paragraph>
                          ))}
                          {(entry.childList ?? []).map((child, j) => questionCard(child, [i, j]))}
                          <Button
                            type="dashed"
                            icon={<PlusOutlined />}
                            onClick={() => setList((current) => addQuestion(current, kind, i))}
                          >
                            {`在分组${i + 1}中添加题目`}
                          </Button>
                        </>
                      ),
                    },
                  ]}
                />
              </div>
            ) : (
              questionCard(entry, [i])
            ),
          )}
          <Space>
            <Button icon={<PlusOutlined />} onClick={() => setList((current) => addGroup(current))}>
              添加分组
            </Button>
            <Button
              icon={<PlusOutlined />}
              onClick={() => setList((current) => addQuestion(current, kind))}
            >
              添加题目
            </Button>
          </Space>
          {shown && problemsAt(problems, [0]).includes(TEMPLATE_MESSAGES.noQuestions) && (
            <Typography.Text type="danger">{TEMPLATE_MESSAGES.noQuestions}</Typography.Text>
          )}
          <Space>
            <Button onClick={() => setPreviewing(texts.getFieldsValue(true))}>预览</Button>
            <Button
              type="primary"
              loading={saving.isLoading || updating.isLoading}
              onClick={() => void submit().catch(() => undefined)}
            >
              保存草稿
            </Button>
          </Space>
        </Space>
      </Card>
      {previewing && (
        <PreviewModal
          title={previewing.name || FORM_KIND_LABEL[kind]}
          texts={previewing}
          questions={toSaved(list)}
          onClose={() => setPreviewing(undefined)}
        />
      )}
    </>
  );
}

/** A deep copy of the loaded questions (the editor changes its own copy, never the cache's). */
const structuredCopy = (list: readonly FormQuestion[]): FormQuestion[] =>
  JSON.parse(JSON.stringify(list)) as FormQuestion[];

/** 预览: the texts and questions in the real fill-in panel; 提交 checks them and saves nothing. */
export function PreviewModal({
  title,
  texts,
  questions,
  onClose,
}: {
  title: string;
  texts: FormTexts;
  questions: FormQuestion[];
  onClose: () => void;
}) {
  useReturnFocus();
  const { message } = App.useApp();
  return (
    <Modal
      open
      title={`预览：${title}`}
      footer={null}
      width={760}
      onCancel={onClose}
      destroyOnHidden
    >
      <FillInPanel
        questions={questions}
        texts={texts}
        onSubmit={() => {
          void message.success('预览提交成功，答案未保存');
        }}
      />
    </Modal>
  );
}

/** 新建 or 编辑 a template of a kind (drafts only). */
export default function TemplateEditorPage({ kind }: { kind: FormKind }) {
  const { id } = useParams();
  const { data, isLoading, isError } = useGetFormTemplateQuery(id ?? '', { skip: !id });
  const title = `${id ? '编辑' : '新建'}${FORM_KIND_LABEL[kind]}`;
  let body;
  if (!id) body = <TemplateEditor kind={kind} />;
  else if (isLoading) body = <Spin />;
  else if (isError || !data) body = <Result status="error" title="表单加载失败" />;
  else if (data.status !== 0) body = <Result status="warning" title="只有草稿可以编辑" />;
  else body = <TemplateEditor key={data.id} kind={kind} template={data} />;
  return (
    <>
      <PageTitle title={title} back={listPath(kind)} />
      {body}
    </>
  );
}
