import type { ReactNode } from 'react';
import { Avatar, Group, Stack, Text, Title } from '@mantine/core';
import { type CardInfo, cardTemplate } from './card-link';
import classes from './applet.module.css';

const glyph = {
  width: 16,
  height: 16,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const PhoneGlyph = () => (
  <svg {...glyph} aria-hidden="true">
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />
  </svg>
);
const PinGlyph = () => (
  <svg {...glyph} aria-hidden="true">
    <path d="M21 10c0 7-9 13-9 13s-9-6-9-13a9 9 0 0 1 18 0z" />
    <circle cx="12" cy="10" r="3" />
  </svg>
);
const ChatGlyph = () => (
  <svg {...glyph} aria-hidden="true">
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
  </svg>
);
const BuildingGlyph = () => (
  <svg {...glyph} aria-hidden="true">
    <rect x="4" y="2" width="16" height="20" rx="2" />
    <path d="M9 22v-4h6v4M8 6h.01M16 6h.01M12 6h.01M12 10h.01M12 14h.01M16 10h.01M16 14h.01M8 10h.01M8 14h.01" />
  </svg>
);

interface Entry {
  key: string;
  icon: ReactNode;
  label: string;
  value: string;
  href?: string;
}

/** The contact lines a card shows: the phone only when the card does not hide it (config.hidePhone). */
function entriesOf(card: CardInfo): Entry[] {
  const entries: Entry[] = [];
  if (card.phone) {
    entries.push({
      key: 'phone',
      icon: <PhoneGlyph />,
      label: '电话',
      value: card.phone,
      href: `tel:${card.phone.replace(/[^\d+]/g, '')}`,
    });
  }
  if (card.contactInfo)
    entries.push({ key: 'contact', icon: <ChatGlyph />, label: '联系方式', value: card.contactInfo });
  if (card.address) entries.push({ key: 'address', icon: <PinGlyph />, label: '地址', value: card.address });
  return entries;
}

function EntryRow({ entry }: { entry: Entry }) {
  const body = (
    <>
      <span className={classes.contactIcon}>{entry.icon}</span>
      <Text size="sm" inherit lineClamp={2}>
        {entry.value}
      </Text>
    </>
  );
  return entry.href ? (
    <a className={classes.contactRow} href={entry.href} aria-label={`拨打电话 ${entry.value}`}>
      {body}
    </a>
  ) : (
    <div className={classes.contactRow} title={entry.label}>
      {body}
    </div>
  );
}

const displayName = (card: CardInfo) => card.name || card.title || '数字员工';

/** 1 简约: text on the left, avatar on the right, a plain list below. */
function Minimal({ card, entries }: { card: CardInfo; entries: Entry[] }) {
  return (
    <section className={`${classes.card} ${classes.card1}`} aria-label="名片">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Title order={1} size="h3">
            {displayName(card)}
          </Title>
          {card.jobTitle && <Text c="dimmed">{card.jobTitle}</Text>}
          {card.companyName && (
            <Text size="sm" fw={500} mt={4}>
              {card.companyName}
            </Text>
          )}
        </Stack>
        <Avatar src={card.avatarUrl} size={64} radius="md" alt={displayName(card)}>
          {displayName(card).slice(0, 1)}
        </Avatar>
      </Group>
      {entries.length > 0 && (
        <Stack gap={0} mt="sm" pt="xs" style={{ borderTop: '1px solid #f1f5f9' }}>
          {entries.map((e) => (
            <EntryRow key={e.key} entry={e} />
          ))}
        </Stack>
      )}
    </section>
  );
}

/** 2 商务: dark, centred, a gold rule, contact lines below. */
function Business({ card, entries }: { card: CardInfo; entries: Entry[] }) {
  return (
    <section className={`${classes.card} ${classes.card2}`} aria-label="名片">
      <Stack align="center" gap={4}>
        <Avatar src={card.avatarUrl} size={72} radius="xl" alt={displayName(card)} color="yellow">
          {displayName(card).slice(0, 1)}
        </Avatar>
        <Title order={1} size="h3" mt={6}>
          {displayName(card)}
        </Title>
        {card.jobTitle && (
          <Text size="sm" c="#cbd5e1">
            {card.jobTitle}
          </Text>
        )}
      </Stack>
      <div className={classes.goldLine} />
      {card.companyName && (
        <Text fw={600} c="#e9cf7a" mb={6}>
          {card.companyName}
        </Text>
      )}
      <Stack gap={0} align="stretch" style={{ textAlign: 'left' }}>
        {entries.map((e) => (
          <EntryRow key={e.key} entry={e} />
        ))}
      </Stack>
    </section>
  );
}

/** 3 科技: gradient, avatar beside the name, contact details as glass chips. */
function Tech({ card, entries }: { card: CardInfo; entries: Entry[] }) {
  return (
    <section className={`${classes.card} ${classes.card3}`} aria-label="名片">
      <Group gap="md" wrap="nowrap">
        <Avatar
          src={card.avatarUrl}
          size={60}
          radius="xl"
          alt={displayName(card)}
          style={{ boxShadow: '0 0 0 3px rgb(255 255 255 / 35%)' }}
        >
          {displayName(card).slice(0, 1)}
        </Avatar>
        <Stack gap={0}>
          <Title order={1} size="h3">
            {displayName(card)}
          </Title>
          <Text size="sm" c="rgb(255 255 255 / 85%)">
            {[card.jobTitle, card.companyName].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      </Group>
      {entries.length > 0 && (
        <Group gap={8} mt="md">
          {entries.map((e) =>
            e.href ? (
              <a key={e.key} className={classes.glassChip} href={e.href} aria-label={`拨打电话 ${e.value}`}>
                {e.icon}
                {e.value}
              </a>
            ) : (
              <span key={e.key} className={classes.glassChip} title={e.label}>
                {e.icon}
                {e.value}
              </span>
            ),
          )}
        </Group>
      )}
    </section>
  );
}

/** 4 默认: white card over the human, the avatar overlapping its top edge, one line per detail. */
function Classic({ card, entries }: { card: CardInfo; entries: Entry[] }) {
  return (
    <section className={`${classes.card} ${classes.card4}`} aria-label="名片">
      <Avatar
        className={classes.card4Avatar}
        src={card.avatarUrl}
        size={64}
        radius="xl"
        alt={displayName(card)}
        color="blue"
      >
        {displayName(card).slice(0, 1)}
      </Avatar>
      <Group gap={8} align="baseline">
        <Title order={1} size="h3">
          {displayName(card)}
        </Title>
        {card.jobTitle && (
          <Text size="sm" c="dimmed">
            {card.jobTitle}
          </Text>
        )}
      </Group>
      {card.companyName && (
        <Group gap={6} mt={6} c="#334155">
          <BuildingGlyph />
          <Text size="sm" fw={500}>
            {card.companyName}
          </Text>
        </Group>
      )}
      {entries.length > 0 && (
        <Stack gap={0} mt="xs">
          {entries.map((e) => (
            <EntryRow key={e.key} entry={e} />
          ))}
        </Stack>
      )}
    </section>
  );
}

/** The business card in the project's template (002 §3 businessCard 1–4, default 4). */
export function BusinessCard({ card }: { card: CardInfo }) {
  const entries = entriesOf(card);
  const template = cardTemplate(card.businessCard);
  const Template = { 1: Minimal, 2: Business, 3: Tech, 4: Classic }[template];
  return (
    <div data-testid="business-card" data-template={template}>
      <Template card={card} entries={entries} />
    </div>
  );
}
