import { wakeWordAddCall } from './wakeWordAdd';
import { wakeWordDeleteCall } from './wakeWordDelete';
import { wakeWordListCall } from './wakeWordList';

export const wakeWordCalls = {
  wakeWordAdd: wakeWordAddCall,
  wakeWordDelete: wakeWordDeleteCall,
  wakeWordList: wakeWordListCall,
} as const;
