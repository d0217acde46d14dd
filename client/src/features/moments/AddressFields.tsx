import { Group, Select, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { trpc, type RouterOutputs } from '../../lib/trpc';

type Region = RouterOutputs['address']['areaList'][number];
export interface Address {
  province: string;
  city: string;
  county: string;
}

const ROOT = 1;

/** Options by name; typing matches the name or its pinyin initials (上海 or shs). */
function regionSelectProps(regions: Region[] | undefined) {
  const list = regions ?? [];
  const initials = new Map(list.map((r) => [r.name, r.initials]));
  const filter: OptionsFilter = ({ options, search }) => {
    const q = search.trim().toLowerCase();
    if (!q) return options;
    return (options as ComboboxItem[]).filter(
      (o) => o.label.includes(search.trim()) || (initials.get(o.value) ?? '').startsWith(q),
    );
  };
  return {
    data: list.map((r) => r.name),
    filter,
    searchable: true,
    clearable: true,
    nothingFoundMessage: '没有匹配的地区',
  };
}

/** The card's address (002 §3 province, city, county): a cascade over China's divisions to county level. */
export function AddressFields({ value, onChange }: { value: Address; onChange(next: Address): void }) {
  const provinces = trpc.address.areaList.useQuery({ parentId: ROOT }, { staleTime: Infinity });
  const provinceId = provinces.data?.find((p) => p.name === value.province)?.id;
  const cities = trpc.address.areaList.useQuery(
    { parentId: Number(provinceId) },
    { enabled: provinceId !== undefined, staleTime: Infinity },
  );
  const cityId = cities.data?.find((c) => c.name === value.city)?.id;
  const counties = trpc.address.areaList.useQuery(
    { parentId: Number(cityId) },
    { enabled: cityId !== undefined, staleTime: Infinity },
  );
  return (
    <Group grow gap="xs" align="flex-start" wrap="wrap">
      <Select
        label="省份"
        placeholder={provinces.isLoading ? '加载中…' : '选择省份'}
        error={provinces.isError ? '获取地区信息失败' : undefined}
        value={value.province || null}
        onChange={(province) => onChange({ province: province ?? '', city: '', county: '' })}
        miw={120}
        {...regionSelectProps(provinces.data)}
      />
      <Select
        label="城市"
        placeholder="选择城市"
        disabled={!provinceId}
        value={value.city || null}
        onChange={(city) => onChange({ ...value, city: city ?? '', county: '' })}
        miw={120}
        {...regionSelectProps(cities.data)}
      />
      <Select
        label="区县"
        placeholder="选择区县"
        disabled={!cityId}
        value={value.county || null}
        onChange={(county) => onChange({ ...value, county: county ?? '' })}
        miw={120}
        {...regionSelectProps(counties.data)}
      />
    </Group>
  );
}
