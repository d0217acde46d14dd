import type { AppConfig } from '../../config/env';
import { DomainError } from '../domain-error';

/** Business code when no model is configured (the spec shows none). */
export const AI_UNAVAILABLE = 503;

export function requireLlm(config: Pick<AppConfig, 'llm'>) {
  if (!config.llm) throw DomainError.business(AI_UNAVAILABLE, 'AI服务暂未开通，请联系管理员配置模型');
  return config.llm;
}
