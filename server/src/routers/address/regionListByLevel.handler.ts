import { regionsOfLevel } from '../../services/content/regions';

/** Region list by level (002 face section): 1 provinces, 2 cities, 3 counties. */
export const regionListByLevelHandler = ({ input }: { input: { level: number } }) => regionsOfLevel(input.level);
