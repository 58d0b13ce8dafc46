export { QuestionForm, toAnswers, type QuestionFormProps } from './QuestionForm';
export * from './types';
