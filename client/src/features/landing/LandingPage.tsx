import { Container } from '@mantine/core';
import { FilingFooter } from '../branding/FilingFooter';
import { LandingHero } from './LandingHero';
import { ProductOverview } from './ProductOverview';

/** `/`: the public landing page (000 §2). */
export function LandingPage() {
  return (
    <Container size="lg" pb={64}>
      <LandingHero />
      <ProductOverview />
      <FilingFooter />
    </Container>
  );
}
