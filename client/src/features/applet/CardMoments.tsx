import { useState } from 'react';
import { Button, Chip, Group, Skeleton, Stack, Text } from '@mantine/core';
import { trpc } from '../../lib/trpc';
import { MomentCard } from '../moments/MomentCard';
import type { CardLink } from './card-link';
import classes from './applet.module.css';

/** 企业动态 on the visitor's card: pinned first, then newest, 20 at a time, filterable by label. */
export function CardMoments({ link }: { link: CardLink }) {
  const [labelId, setLabelId] = useState<string>('');
  const [pages, setPages] = useState(1);
  const first = trpc.moment.cardFeed.useQuery(
    { ...link, labelId: labelId || undefined, pageIndex: 1 },
    { trpc: { context: { silent: true } }, retry: false },
  );
  const more = trpc.useQueries((t) =>
    Array.from({ length: pages - 1 }, (_, i) =>
      t.moment.cardFeed({ ...link, labelId: labelId || undefined, pageIndex: i + 2 }, { retry: false }),
    ),
  );
  if (first.isError) return null;
  const labels = first.data?.labels ?? [];
  const list = [...(first.data?.list ?? []), ...more.flatMap((q) => q.data?.list ?? [])];
  const total = first.data?.total ?? 0;
  if (first.data && total === 0 && !labelId) return null;
  return (
    <section className={classes.section} aria-labelledby="card-moments-title">
      <div className={classes.sectionTitle} id="card-moments-title">
        企业动态
      </div>
      {labels.length > 0 && (
        <Chip.Group
          value={labelId}
          onChange={(v) => {
            setLabelId(v);
            setPages(1);
          }}
        >
          <Group gap={6} mb="xs" role="group" aria-label="按标签筛选">
            <Chip value="" size="xs">
              全部
            </Chip>
            {labels
              .filter((l) => l.momentCount > 0)
              .map((l) => (
                <Chip key={l.id} value={l.id} size="xs">
                  {l.name}
                </Chip>
              ))}
          </Group>
        </Chip.Group>
      )}
      {first.isPending ? (
        <Stack gap="xs" role="status" aria-label="加载中">
          <Skeleton h={72} radius="md" />
          <Skeleton h={72} radius="md" />
        </Stack>
      ) : (
        <Stack gap="xs">
          {list.length === 0 && (
            <Text size="sm" c="dimmed">
              该标签下暂无动态
            </Text>
          )}
          {list.map((m) => (
            <MomentCard key={m.id} moment={m} labels={labels} />
          ))}
          {list.length < total && (
            <Button variant="subtle" size="xs" onClick={() => setPages(pages + 1)}>
              查看更多
            </Button>
          )}
        </Stack>
      )}
    </section>
  );
}
