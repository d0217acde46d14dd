import { Button, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { CARD_TEMPLATE_MAP_SIZE } from '@portal/contracts';
import type { CallItem, TalkConfig } from './talk-types';

/**
 * The four business-card templates (002 §3: chat and call labels for each, with sort order). The
 * spec names the map only; the labels are ours.
 */
export const CARD_TEMPLATES = Array.from({ length: CARD_TEMPLATE_MAP_SIZE }, (_, i) => ({
  value: i + 1,
  label: ['简约名片', '商务名片', '科技名片', '默认名片'][i]!,
  chat: '聊一聊',
  call: '视频通话',
  sort: i + 1,
}));

function ItemList({ label, items, onChange }: { label: string; items: CallItem[]; onChange(items: CallItem[]): void }) {
  return (
    <Stack gap={6}>
      <Text fw={500} size="sm">
        {label}
      </Text>
      {items.map((item, i) => (
        <Group key={i} gap="xs">
          <TextInput
            aria-label={`${label}${i + 1}`}
            maxLength={20}
            value={item.text}
            onChange={(e) => onChange(items.map((it, j) => (j === i ? { ...it, text: e.currentTarget.value } : it)))}
          />
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            onClick={() => onChange(items.filter((_, j) => j !== i))}
          >
            删除
          </Button>
        </Group>
      ))}
      <Button
        size="xs"
        variant="light"
        w="fit-content"
        disabled={items.length >= 6}
        onClick={() => onChange([...items, { text: '' }])}
      >
        添加{label}
      </Button>
    </Stack>
  );
}

/** 通话页配置: the call page's buttons and waiting texts, and the business-card template. */
export function CallPageTab({ config, onChange }: { config: TalkConfig; onChange(patch: Partial<TalkConfig>): void }) {
  const page = config.callPageConfig ?? { callButtonItems: [], callWaitingItems: [] };
  return (
    <Stack gap="md" p="md" maw={640} component="section" aria-labelledby="call-page-title">
      <Title order={2} size="h5" id="call-page-title">
        通话页
      </Title>
      <ItemList
        label="通话按钮"
        items={page.callButtonItems}
        onChange={(callButtonItems) => onChange({ callPageConfig: { ...page, callButtonItems } })}
      />
      <ItemList
        label="等待文案"
        items={page.callWaitingItems}
        onChange={(callWaitingItems) => onChange({ callPageConfig: { ...page, callWaitingItems } })}
      />
      <Radio.Group
        label="名片模板"
        value={String(config.businessCard)}
        onChange={(v) => onChange({ businessCard: Number(v) })}
      >
        <Group mt={4}>
          {CARD_TEMPLATES.map((t) => (
            <Radio key={t.value} value={String(t.value)} label={`${t.label}（${t.chat} / ${t.call}）`} />
          ))}
        </Group>
      </Radio.Group>
    </Stack>
  );
}
