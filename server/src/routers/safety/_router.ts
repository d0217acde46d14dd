import { safetyCalls as calls } from '@portal/contracts/calls/safety/index';
import { router } from '../../trpc/init';
import { authedCall, managerCall } from '../../trpc/call-procedures';
import { greenCheckHandler, moderationHandler } from './check.handler';
import { checkSubtitlesHandler } from './checkSubtitles.handler';
import { addLexiconWordsHandler, deleteLexiconWordsHandler, listLexiconWordsHandler } from './lexicon.handler';
import { exportLexiconWordsHandler, importLexiconWordsHandler } from './lexicon-files.handler';

export const safetyRouter = router({
  greenText: authedCall(calls.greenText).mutation(moderationHandler),
  greenCheckV2: authedCall(calls.greenCheckV2).mutation(greenCheckHandler),
  sceneTextSensitivityCheck: authedCall(calls.sceneTextSensitivityCheck).mutation(greenCheckHandler),
  textModeration: authedCall(calls.textModeration).mutation(moderationHandler),
  listLexiconWords: managerCall(calls.listLexiconWords).query(listLexiconWordsHandler),
  addLexiconWords: managerCall(calls.addLexiconWords).mutation(addLexiconWordsHandler),
  deleteLexiconWords: managerCall(calls.deleteLexiconWords).mutation(deleteLexiconWordsHandler),
  importLexiconWords: managerCall(calls.importLexiconWords).mutation(importLexiconWordsHandler),
  exportLexiconWords: managerCall(calls.exportLexiconWords).query(exportLexiconWordsHandler),
  checkSubtitles: authedCall(calls.checkSubtitles).mutation(checkSubtitlesHandler),
});
