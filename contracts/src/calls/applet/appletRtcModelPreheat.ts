import { defineCall } from '../define-call';
import { CardAccessInputSchema } from './card-schemas';
import { ModelPreheatSchema } from '../live/live-schemas';

export const appletRtcModelPreheatCall = defineCall({
  id: 'appletRtcModelPreheat',
  specId: 'appletRtcModelPreheat',
  area: 'applet',
  procedure: 'modelPreheat',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/applet/rtc/model/preheat'], origin: 'spec' },
  silent: false,
  summary: '',
  input: CardAccessInputSchema,
  output: ModelPreheatSchema,
});
