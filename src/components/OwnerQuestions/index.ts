export { OwnerQuestions, type OwnerQuestionsProps } from './OwnerQuestions'
