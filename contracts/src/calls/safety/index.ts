import { videocreationGreenTextCall } from './videocreationGreenText';
import { videocreationGreenCheckV2Call } from './videocreationGreenCheckV2';
import { sceneTextSensitivityCheckCall } from './sceneTextSensitivityCheck';
import { textModerationCall } from './textModeration';
import { safetyLexiconListCall } from './safetyLexiconList';
import { safetyLexiconAddCall } from './safetyLexiconAdd';
import { safetyLexiconDeleteCall } from './safetyLexiconDelete';
import { safetyLexiconImportCall } from './safetyLexiconImport';
import { safetyLexiconExportCall } from './safetyLexiconExport';
import { safetySubtitlesCheckCall } from './safetySubtitlesCheck';

export const safetyCalls = {
  greenText: videocreationGreenTextCall,
  greenCheckV2: videocreationGreenCheckV2Call,
  sceneTextSensitivityCheck: sceneTextSensitivityCheckCall,
  textModeration: textModerationCall,
  listLexiconWords: safetyLexiconListCall,
  addLexiconWords: safetyLexiconAddCall,
  deleteLexiconWords: safetyLexiconDeleteCall,
  importLexiconWords: safetyLexiconImportCall,
  exportLexiconWords: safetyLexiconExportCall,
  checkSubtitles: safetySubtitlesCheckCall,
} as const;
