// The web tests' question and answer fixtures are shared's (one copy for the rules they exercise on both sides).
export { makeAnswer, makeQuestion } from '@qc/shared/testing/questions';
