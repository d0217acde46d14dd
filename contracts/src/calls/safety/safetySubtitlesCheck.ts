import { defineCall } from '../define-call';
import { CheckSubtitlesInputSchema, CheckSubtitlesOutputSchema } from './lexicon-schemas';

export const safetySubtitlesCheckCall = defineCall({
  id: 'safetySubtitlesCheck',
  specId: null,
  area: 'safety',
  procedure: 'checkSubtitles',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/safety/subtitles/check'], origin: 'ours' },
  silent: false,
  summary: 'Parses an SRT or WebVTT file and checks every cue with positions (001 §3 customizeAudioData, §5 check 10)',
  input: CheckSubtitlesInputSchema,
  output: CheckSubtitlesOutputSchema,
});
