import { z } from 'zod';

/*
 * China's administrative divisions down to county level (002 §7 Address). Codes are the national
 * statistics codes (2 digits province, 4 city, 6 county); parentId 1 is the root (002: default 1).
 */
export const REGION_LEVELS = { province: 1, city: 2, county: 3 } as const;

export const RegionSchema = z.object({
  id: z.string(),
  parentId: z.string(),
  name: z.string(),
  level: z.number().int().min(1).max(3),
  /** Pinyin initials of the name, lower case (上海市 → shs). */
  initials: z.string(),
  hasChildren: z.boolean(),
});

/** A search hit with its full path, so a picker can set all three fields at once. */
export const RegionHitSchema = RegionSchema.extend({
  provinceName: z.string(),
  cityName: z.string().nullable(),
  countyName: z.string().nullable(),
  provinceId: z.string(),
  cityId: z.string().nullable(),
  countyId: z.string().nullable(),
});

/** At most this many search hits (002: address page size not shown; ours). */
export const ADDRESS_SEARCH_MAX = 50;
