import { useRef } from 'react';
import { ActionIcon, Anchor, Box, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons';
import { LICENCE_NAMES, isLicenceAvailable, licenceStatusText, type LicenceEntry } from './licence-rules';

/** 000 §9: the strip's arrows scroll 100 px. */
const ARROW_STEP_PX = 100;

export function LicenceCard({ licence }: { licence: LicenceEntry }) {
  const name = LICENCE_NAMES[licence.appId] ?? `应用 ${licence.appId}`;
  const available = isLicenceAvailable(licence);
  return (
    <Paper
      component="article"
      aria-label={`${name}会员`}
      withBorder
      p="xs"
      miw={132}
      radius="md"
      bg={available ? 'yellow.0' : 'gray.1'}
      style={{ flexShrink: 0, opacity: available ? 1 : 0.75 }}
    >
      <Text fw={700} size="sm" c={available ? 'yellow.9' : 'gray.7'}>
        {name}会员
      </Text>
      <Text size="xs" c={available ? 'dark' : 'dimmed'}>
        {licenceStatusText(licence)}
      </Text>
    </Paper>
  );
}

function FreeCard() {
  return (
    <Paper component="article" aria-label="免费版" withBorder p="xs" radius="md" miw={200} style={{ flexShrink: 0 }}>
      <Text fw={700} size="sm">
        免费版
      </Text>
      <Anchor component={Link} to="/home/member" size="xs">
        开通会员，解锁更多权益
      </Anchor>
    </Paper>
  );
}

/** The user menu's horizontally scrollable licence cards, or the free card (000 §2 user menu). */
export function LicenceStrip({ licences, free }: { licences: LicenceEntry[]; free: boolean }) {
  const strip = useRef<HTMLDivElement>(null);
  const scroll = (direction: 1 | -1) =>
    strip.current?.scrollBy({ left: direction * ARROW_STEP_PX, behavior: 'smooth' });
  if (free) return <FreeCard />;
  return (
    <Group gap={4} wrap="nowrap" align="center">
      <ActionIcon variant="subtle" color="gray" aria-label="向左滚动" onClick={() => scroll(-1)}>
        <ChevronLeftIcon />
      </ActionIcon>
      <Box
        ref={strip}
        role="list"
        aria-label="会员权益"
        style={{ display: 'flex', gap: 8, overflowX: 'auto', scrollbarWidth: 'none', flex: 1 }}
      >
        {licences.map((licence) => (
          <Box role="listitem" key={licence.appId} style={{ flexShrink: 0 }}>
            <LicenceCard licence={licence} />
          </Box>
        ))}
      </Box>
      <ActionIcon variant="subtle" color="gray" aria-label="向右滚动" onClick={() => scroll(1)}>
        <ChevronRightIcon />
      </ActionIcon>
    </Group>
  );
}
