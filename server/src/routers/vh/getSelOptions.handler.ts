import { INDUSTRIES } from '../../services/avatars/catalogue';

/** Filter options of the digital-human lists (002 §7 get-sel-options). */
export const getSelOptionsHandler = () => ({
  industries: INDUSTRIES.map((value) => ({ value, label: value })),
  vhModelTypes: ['Studio'],
});
