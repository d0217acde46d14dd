import { Container, Stack, Title } from '@mantine/core';
import { TalkProjectList } from './TalkProjectList';
import { TalkTemplates } from './TalkTemplates';

/** /home/premiumInteractive (002 §2): templates of each mode and the company's talk projects. */
export function InteractiveListPage() {
  return (
    <Container size="xl" py="lg">
      <Stack gap="xl">
        <Title order={1} size="h3">
          数字互动
        </Title>
        <TalkTemplates />
        <TalkProjectList />
      </Stack>
    </Container>
  );
}
