import { contentMarketShowcaseCall } from './contentMarketShowcase';
import { contentCustomMadeDeleteCall } from './contentCustomMadeDelete';
import { contentCustomMadeListCall } from './contentCustomMadeList';
import { contentCustomMadeSubmitCall } from './contentCustomMadeSubmit';
import { contentLegalGetCall } from './contentLegalGet';
import { contentLegalSaveCall } from './contentLegalSave';
import { contentLegalVersionsCall } from './contentLegalVersions';

export const contentCalls = {
  legalGet: contentLegalGetCall,
  legalSave: contentLegalSaveCall,
  legalVersions: contentLegalVersionsCall,
  customMadeSubmit: contentCustomMadeSubmitCall,
  customMadeList: contentCustomMadeListCall,
  customMadeDelete: contentCustomMadeDeleteCall,
  marketShowcase: contentMarketShowcaseCall,
} as const;
