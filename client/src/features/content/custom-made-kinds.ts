import type { CUSTOM_MADE_KINDS } from '@portal/contracts/calls/content/content-schemas';

export const CUSTOM_MADE_KIND_LABELS: Record<(typeof CUSTOM_MADE_KINDS)[number], string> = {
  '2d': '2D 数字人',
  '3d': '3D 数字人',
  voice: '专属声音',
};
