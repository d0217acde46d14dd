import { memo } from 'react';
import { Stack, Switch, Text } from '@mantine/core';
import { useConfigText } from '../branding/use-config-text';
import { brandThemeOf, setBrandTheme } from './brand-ops';
import type { WorkbenchData } from './types';
import type { EditorApi } from './WorkbenchEditor';

interface Props {
  theme: WorkbenchData['brandTheme'];
  api: EditorApi;
}

/**
 * 应用企业品牌: the project's one brand setting (decision 0027). On, the company's colour and name
 * from its branding replace the template's accent colour and fill its logo slots in every scene.
 */
export const BrandThemeSwitch = memo(function BrandThemeSwitch({ theme, api }: Props) {
  const config = useConfigText().data?.customizeText;
  const companyTheme = config ? brandThemeOf(config) : null;
  return (
    <Stack gap={4}>
      <Switch
        label="应用企业品牌"
        checked={Boolean(theme)}
        disabled={!theme && !companyTheme}
        onChange={(event) => {
          const on = event.currentTarget.checked;
          api.update((d) => setBrandTheme(d, on ? companyTheme : null), true);
        }}
      />
      <Text size="xs" c="dimmed">
        模板的主色和标志位换成企业品牌色与标志
      </Text>
    </Stack>
  );
});
