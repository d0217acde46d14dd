export { commonMessages } from './common';
export { accountRuleMessages } from './account-rules';
