export { CustomMadePage } from './CustomMadePage';
export { PrivacyPolicyPage, ServiceTermsPage } from './LegalPage';
export { MarketLandingPage } from './MarketLandingPage';
export { ProductLandingPage } from './ProductLandingPage';
export { SiteContentPage } from './SiteContentPage';
