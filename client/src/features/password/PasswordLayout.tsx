import type { ReactNode } from 'react';
import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

/** The card every password page sits in. */
export function PasswordLayout({
  title,
  children,
  description,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Center component="main" mih="100vh" p="lg" bg="gray.0">
      <Paper withBorder shadow="sm" p={40} w="100%" maw={460} radius="lg">
        <Stack gap="md">
          <Title order={1} size="h2">
            {title}
          </Title>
          {description && <Text c="dimmed">{description}</Text>}
          {children}
          <Anchor component={Link} to="/login" size="sm" ta="center">
            返回登录
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
