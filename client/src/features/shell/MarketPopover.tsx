import { ActionIcon, Avatar, Badge, Group, HoverCard, Indicator, Stack, Text } from '@mantine/core';
import { NEW_VH_POPOVER } from '@portal/contracts';
import { trpc } from '../../lib/trpc';
import { QueryState } from '../../components/QueryState';
import { UsersIcon } from '../../components/icons';

/** 000 §2 header: the digital-human market icon; hovering shows the latest three new digital humans. */
export function MarketPopover() {
  const list = trpc.vhMarket.newVhList.useQuery(NEW_VH_POPOVER, { staleTime: 300_000 });
  const humans = list.data ?? [];
  return (
    // The indicator wraps the hover card, not its target: the target's popup attributes belong on the button.
    <Indicator label="NEW" size={14} color="red" disabled={humans.length === 0} offset={4}>
      <HoverCard width={280} position="bottom-end" withArrow shadow="md" openDelay={100} closeDelay={150}>
        <HoverCard.Target>
          <ActionIcon variant="subtle" color="gray" aria-label="数字人市场" size="lg">
            <UsersIcon />
          </ActionIcon>
        </HoverCard.Target>
        <HoverCard.Dropdown>
          <Text fw={600} mb="xs">
            新上线的数字人
          </Text>
          <QueryState query={list} empty={humans.length === 0} emptyText="暂无新上线的数字人" minHeight={60}>
            <Stack gap="xs">
              {humans.map((h) => (
                <Group key={h.personaBizId} gap="sm" wrap="nowrap">
                  <Avatar src={h.summaryImage} alt={h.name} radius="sm" />
                  <div style={{ flex: 1, minWidth: 0 }}>
                    <Text fz="sm" fw={500} truncate>
                      {h.name}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {h.industry}
                    </Text>
                  </div>
                  <Badge color="red" size="xs">
                    NEW
                  </Badge>
                </Group>
              ))}
            </Stack>
          </QueryState>
        </HoverCard.Dropdown>
      </HoverCard>
    </Indicator>
  );
}
