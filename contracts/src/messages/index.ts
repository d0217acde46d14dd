export { commonMessages } from './common';
export { accountRuleMessages } from './account-rules';
export { uploadRuleMessages } from './upload-rules';
export { speechRuleMessages } from './speech-rules';
