import { safetyCalls as calls } from '@portal/contracts/calls/safety/index';
import { router } from '../../trpc/init';
import { authedCall, managerCall } from '../../trpc/call-procedures';
import { addLexiconWordsHandler } from './addLexiconWords.handler';
import { checkSubtitlesHandler } from './checkSubtitles.handler';
import { deleteLexiconWordsHandler } from './deleteLexiconWords.handler';
import { exportLexiconWordsHandler } from './exportLexiconWords.handler';
import { greenCheckV2Handler } from './greenCheckV2.handler';
import { greenTextHandler } from './greenText.handler';
import { importLexiconWordsHandler } from './importLexiconWords.handler';
import { listLexiconWordsHandler } from './listLexiconWords.handler';

export const safetyRouter = router({
  greenText: authedCall(calls.greenText).mutation(greenTextHandler),
  greenCheckV2: authedCall(calls.greenCheckV2).mutation(greenCheckV2Handler),
  // The scene text check answers as green/check/v2 does (same words, ranges and message).
  sceneTextSensitivityCheck: authedCall(calls.sceneTextSensitivityCheck).mutation(greenCheckV2Handler),
  // Text moderation answers as green/text does (worst label and per-label contexts).
  textModeration: authedCall(calls.textModeration).mutation(greenTextHandler),
  listLexiconWords: managerCall(calls.listLexiconWords).query(listLexiconWordsHandler),
  addLexiconWords: managerCall(calls.addLexiconWords).mutation(addLexiconWordsHandler),
  deleteLexiconWords: managerCall(calls.deleteLexiconWords).mutation(deleteLexiconWordsHandler),
  importLexiconWords: managerCall(calls.importLexiconWords).mutation(importLexiconWordsHandler),
  exportLexiconWords: managerCall(calls.exportLexiconWords).query(exportLexiconWordsHandler),
  checkSubtitles: authedCall(calls.checkSubtitles).mutation(checkSubtitlesHandler),
});
