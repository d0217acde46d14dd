import { Container } from '@mantine/core';
import { LandingHero } from './LandingHero';
import { ProductOverview } from './ProductOverview';

/** `/`: the public landing page (000 §2). */
export function LandingPage() {
  return (
    <Container size="lg" pb={64}>
      <LandingHero />
      <ProductOverview />
    </Container>
  );
}
