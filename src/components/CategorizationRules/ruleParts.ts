// The rules' parts that load once the list has painted, in one chunk: the rule form, the conflict's
// merge and the import's choices, preloaded together (CompanyRules.tsx). One import() rather than
// three: on a page that also imports what they share (everything bookkit exports), a partner's Vite
// (Rolldown) splits the shared modules into a chunk for each set of imports that reach them.
export { ConflictView } from './ConflictView'
export { ImportChoice } from './ImportChoice'
export { RuleForm } from './RuleForm'
