import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

/** An honest placeholder for an area that a later issue builds: no fake forms, no fake data. */
export function ComingSoon({ area }: { area: string }) {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>即将开放</Title>
        <Text size="lg">「{area}」部分正在建设中，暂时还不能使用。</Text>
        <Text c="dimmed">我们正在加紧开发，完成后将在这里开放，敬请期待。</Text>
        <Anchor component={Link} to="/">
          返回首页
        </Anchor>
      </Stack>
    </Container>
  );
}
