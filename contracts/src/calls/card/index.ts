import { talkCardWorksListCall } from './talkCardWorksList';
import { talkCardWorksSaveCall } from './talkCardWorksSave';

export const cardCalls = {
  worksList: talkCardWorksListCall,
  save: talkCardWorksSaveCall,
} as const;
