import { describe, expect, it } from 'vitest';
import { RENDER_CREDIT_COST } from '@portal/contracts';
import { ESTIMATE_PROJECTS } from '@portal/contracts/scene/fixtures/estimate-projects';
import { readProjectRenderData } from '@portal/contracts/scene/index';
import { renderCredits, submitCredits } from './credits';

/**
 * The client's pre-check asks checkVideoCreationQuota2 for renderCredits(resolution, estimate); the
 * submit reserves submitCredits. The client's side is checked against the same table in
 * client/src/features/premium/generation-estimate.test.ts, so both agree on every project here.
 */
describe('submit credits', () => {
  it.each(ESTIMATE_PROJECTS)('reserve what the pre-check priced: $name', ({ data, ms }) => {
    const scenes = readProjectRenderData(data).data.scenes;
    for (const resolution of Object.keys(RENDER_CREDIT_COST) as (keyof typeof RENDER_CREDIT_COST)[]) {
      expect(submitCredits(resolution, scenes)).toBe(renderCredits(resolution, ms));
    }
  });

  it('prices per started minute', () => {
    expect(renderCredits('R_1080P', 60_001)).toBe(2 * RENDER_CREDIT_COST.R_1080P);
  });
});
