import { Anchor, Group, Text } from '@mantine/core';
import { useConfigText } from './use-config-text';

/** Where the filings are looked up: the MIIT's ICP register and the public-security register. */
const ICP_REGISTER = 'https://beian.miit.gov.cn/';
const POLICE_REGISTER = 'https://beian.mps.gov.cn/';

/**
 * The ICP 备案号 and public-security filing of the host's brand (issue 27): a website in China must
 * show them in its footer, each linking to its register. Nothing is drawn when the brand has none.
 */
export function FilingFooter({ tone = 'dimmed' }: { tone?: 'dimmed' | 'white' }) {
  const text = useConfigText().data?.customizeText;
  if (!text || (!text.icpFiling && !text.policeFiling)) return null;
  const color = tone === 'white' ? 'white' : 'dimmed';
  return (
    <Group component="footer" justify="center" gap="lg" py="sm" aria-label="备案信息">
      {text.icpFiling && (
        <Anchor href={ICP_REGISTER} target="_blank" rel="noopener" size="xs" c={color}>
          {text.icpFiling}
        </Anchor>
      )}
      {text.policeFiling && (
        <Anchor href={POLICE_REGISTER} target="_blank" rel="noopener" size="xs" c={color}>
          <Text span size="xs">
            {text.policeFiling}
          </Text>
        </Anchor>
      )}
    </Group>
  );
}
