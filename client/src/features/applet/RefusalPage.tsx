import type { ReactNode } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { cardMessages } from '@portal/contracts';
import type { CardRefusalReason } from '@portal/contracts/calls/applet/card-schemas';
import classes from './applet.module.css';

const line = {
  width: 56,
  height: 56,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.6,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** Each refusal's own picture, title and words (issue 24 item 1: a clear full page, no redirect). */
const PAGES: Record<CardRefusalReason, { title: string; hint: string; color: string; icon: ReactNode }> = {
  notFound: {
    title: '名片不存在',
    hint: '名片可能已被删除，请确认链接是否完整。',
    color: '#64748b',
    icon: (
      <svg {...line} aria-hidden="true">
        <circle cx="11" cy="11" r="7" />
        <path d="m21 21-4.3-4.3M8.5 8.5l5 5M13.5 8.5l-5 5" />
      </svg>
    ),
  },
  unpublished: {
    title: '名片尚未发布',
    hint: '名片的主人还在准备中，发布后即可访问。',
    color: '#d97706',
    icon: (
      <svg {...line} aria-hidden="true">
        <rect x="4" y="3" width="16" height="18" rx="2" />
        <path d="M8 8h8M8 12h8M8 16h4" />
      </svg>
    ),
  },
  linkInvalid: {
    title: '链接无效',
    hint: '请向分享者索取新的链接后再打开。',
    color: '#dc2626',
    icon: (
      <svg {...line} aria-hidden="true">
        <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
        <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
        <path d="m3 3 18 18" />
      </svg>
    ),
  },
  linkSuspended: {
    title: '链接已停用',
    hint: '分享者已停用此链接，如需访问请联系分享者。',
    color: '#7c3aed',
    icon: (
      <svg {...line} aria-hidden="true">
        <circle cx="12" cy="12" r="9" />
        <path d="M10 9v6M14 9v6" />
      </svg>
    ),
  },
  licenceExpired: {
    title: '授权已过期',
    hint: '该企业的数字名片授权已到期，续期后即可恢复访问。',
    color: '#0369a1',
    icon: (
      <svg {...line} aria-hidden="true">
        <rect x="3" y="5" width="18" height="16" rx="2" />
        <path d="M16 3v4M8 3v4M3 10h18M10 14l4 4M14 14l-4 4" />
      </svg>
    ),
  },
  quotaExhausted: {
    title: '互动时长已用完',
    hint: '该企业本期的互动时长已用完，请稍后再来。',
    color: '#b45309',
    icon: (
      <svg {...line} aria-hidden="true">
        <path d="M6 2h12M6 22h12M7 2v4l5 6-5 6v4M17 2v4l-5 6 5 6v4" />
      </svg>
    ),
  },
  visitorInvalid: {
    title: '访客身份已失效',
    hint: '请刷新页面重新进入。',
    color: '#475569',
    icon: (
      <svg {...line} aria-hidden="true">
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21a8 8 0 0 1 16 0" />
      </svg>
    ),
  },
};

/** The full page of one card refusal; the server's words (cardMessages) say why. */
export function RefusalPage({ reason }: { reason: CardRefusalReason }) {
  const page = PAGES[reason];
  return (
    <main className={classes.refusal} data-testid="card-refusal" data-reason={reason}>
      <Stack align="center" gap="md" maw={320}>
        <div className={classes.refusalIcon} style={{ color: page.color, background: `${page.color}14` }}>
          {page.icon}
        </div>
        <Title order={1} size="h3" ta="center">
          {page.title}
        </Title>
        <Text ta="center" fw={500}>
          {cardMessages[reason]}
        </Text>
        <Text ta="center" c="dimmed" size="sm">
          {page.hint}
        </Text>
        {reason === 'visitorInvalid' && <Button onClick={() => window.location.reload()}>刷新页面</Button>}
      </Stack>
    </main>
  );
}

/** A card page that failed for another reason than a refusal (network, server): retry. */
export function LoadFailedPage({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <main className={classes.refusal} role="alert">
      <Stack align="center" gap="md" maw={320}>
        <Title order={1} size="h3" ta="center">
          加载失败
        </Title>
        <Text ta="center" c="dimmed">
          {message}
        </Text>
        <Button onClick={onRetry}>重新加载</Button>
      </Stack>
    </main>
  );
}
