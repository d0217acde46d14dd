import { type RegionSearch, searchRegions } from '../../services/content/regions';

/** talk/address/searchList: by name or pinyin initials, within the named province, city or county. */
export const searchListHandler = ({ input }: { input: RegionSearch }) => searchRegions(input);
