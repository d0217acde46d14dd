import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { productLines } from './product-lines';

export function ProductOverview() {
  return (
    <section aria-labelledby="products-heading">
      <Title order={2} id="products-heading" mb="md">
        产品线
      </Title>
      <SimpleGrid
        cols={{ base: 1, sm: 2, md: 4 }}
        spacing="md"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {productLines.map((line) => (
          <Card component="li" key={line.licenceId} withBorder padding="lg">
            <Title order={3} fz="lg" mb="xs">
              {line.name}
            </Title>
            <Text c="dimmed" size="sm">
              {line.summary}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
