import { describe, expect, it } from 'vitest';
import { ESTIMATE_PROJECTS } from '@portal/contracts/scene/fixtures/estimate-projects';
import { quotaCheckInput } from './generation-estimate';

// The server's submit is checked against the same table (server/src/services/render/credits.test.ts).
describe('quota pre-check input', () => {
  it.each(ESTIMATE_PROJECTS)('sends the estimated length of $name', ({ data, ms }) => {
    expect(quotaCheckInput(data, 'R_4K')).toEqual({ duration: ms, resolution: 'R_4K' });
  });
});
