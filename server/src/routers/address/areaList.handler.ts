import { regionsUnder } from '../../services/content/regions';

/** talk/address/areaList: the regions under parentId (1 = the provinces); an unknown code is 404. */
export const areaListHandler = ({ input }: { input: { parentId: number } }) => regionsUnder(input.parentId);
