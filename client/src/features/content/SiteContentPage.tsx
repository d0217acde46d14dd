import { Stack, Tabs, Title } from '@mantine/core';
import { useCurrentUser } from '../auth/use-session';
import { CustomMadeRequests } from './CustomMadeRequests';
import { LegalEditor } from './LegalEditor';

/** 站点内容 (management center, super administrators): the legal texts and the custom-made requests. */
export function SiteContentPage() {
  const user = useCurrentUser().data;
  const isSuper = user?.roles.some((r) => r.name === '超管') ?? false;
  if (user && !isSuper) return <Title order={3}>仅超级管理员可以管理站点内容</Title>;
  return (
    <Stack>
      <Title order={2} size="h4">
        站点内容
      </Title>
      <Tabs defaultValue="privacyPolicy" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="privacyPolicy">隐私政策</Tabs.Tab>
          <Tabs.Tab value="serviceTerms">服务条款</Tabs.Tab>
          <Tabs.Tab value="customMade">定制需求</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="privacyPolicy" pt="md">
          <LegalEditor kind="privacyPolicy" />
        </Tabs.Panel>
        <Tabs.Panel value="serviceTerms" pt="md">
          <LegalEditor kind="serviceTerms" />
        </Tabs.Panel>
        <Tabs.Panel value="customMade" pt="md">
          <CustomMadeRequests />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
