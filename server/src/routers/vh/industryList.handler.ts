import { INDUSTRIES } from '../../services/avatars/catalogue';

export const industryListHandler = () => INDUSTRIES.map((value) => ({ value, label: value }));
