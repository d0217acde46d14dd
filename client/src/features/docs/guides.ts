import signIn from '../../../../docs/developers/sign-in.md?raw';
import signature from '../../../../docs/developers/signature.md?raw';
import sdk from '../../../../docs/developers/sdk.md?raw';
import errors from '../../../../docs/developers/errors.md?raw';
import rateLimits from '../../../../docs/developers/rate-limits.md?raw';

/** The developer guides, kept in docs/developers/ (one source for the repository and the page). */
export const DEVELOPER_GUIDES = [
  { id: 'sign-in', title: '登录与会话', markdown: signIn },
  { id: 'signature', title: '签名流程', markdown: signature },
  { id: 'sdk', title: '嵌入 SDK', markdown: sdk },
  { id: 'errors', title: '错误码', markdown: errors },
  { id: 'rate-limits', title: '频率限制', markdown: rateLimits },
] as const;
