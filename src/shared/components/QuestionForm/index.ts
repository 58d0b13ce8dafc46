export { QuestionForm } from './QuestionForm';
export * from './types';
