import { Badge, Group, Text } from '@mantine/core';
import type { TextCheck } from './ai-calls';

/** 001 §5 pre-review result under a text: the message, and the risky words labelled. */
export function RiskNote({ check }: { check: TextCheck | null | undefined }) {
  if (!check) return null;
  const color = check.level === 'NORMAL' ? 'green' : check.level === 'RISK' ? 'orange' : 'red';
  return (
    <Group gap={4} data-testid="risk-note">
      <Text size="xs" c={color}>
        {check.message}
      </Text>
      {check.riskWords.map((w) => (
        <Badge key={w} size="xs" color={color} variant="light">
          {check.level === 'SENSITIVE' ? `敏感词 ${w}` : w}
        </Badge>
      ))}
    </Group>
  );
}
