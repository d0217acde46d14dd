import { IconArrowRight } from '@tabler/icons-react';
import { Anchor, Box, Container, Group, List, NavLink, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { GUIDE_SECTIONS } from './guide-sections';

/**
 * /product-doc/show/{id?} (000 §2, opened from the header's 使用指南 icon): the usage guide, one
 * chapter per id; without an id, the first chapter.
 */
export function ProductDocPage() {
  const { id } = useParams();
  const section = GUIDE_SECTIONS.find((s) => s.id === id) ?? GUIDE_SECTIONS[0]!;
  return (
    <Container size="lg" py="lg">
      <Title order={1} mb="md">
        使用指南
      </Title>
      <Group align="flex-start" wrap="nowrap" gap="xl">
        <Box component="nav" aria-label="指南目录" w={200} style={{ flexShrink: 0 }}>
          {GUIDE_SECTIONS.map((s) => (
            <NavLink
              key={s.id}
              component={Link}
              to={`/product-doc/show/${s.id}`}
              label={s.title}
              active={s.id === section.id}
            />
          ))}
        </Box>
        <Stack component="article" gap="sm" style={{ flex: 1 }}>
          <Title order={2} size="h3">
            {section.title}
          </Title>
          <Text>{section.intro}</Text>
          <List type="ordered" spacing="xs">
            {section.steps.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
          {section.link && (
            <Anchor component={Link} to={section.link.to}>
              {section.link.label} <IconArrowRight size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
            </Anchor>
          )}
        </Stack>
      </Group>
    </Container>
  );
}
