/** The operator console's pages (issue 27), one lazy chunk apart from the company portal. */
export { OpsLoginPage } from './OpsLoginPage';
export { OpsShell } from './OpsShell';
export { OverviewPage } from './OverviewPage';
export { CompaniesPage } from './CompaniesPage';
export { CompanyDetailPage } from './CompanyDetailPage';
export { OrdersPage } from './OrdersPage';
export { ProductsPage } from './ProductsPage';
export { CataloguePage } from './CataloguePage';
export { BrandsPage } from './BrandsPage';
export { NoticesPage } from './NoticesPage';
export { PaymentSettingsPage } from './PaymentSettingsPage';
export { SpeechSettingsPage } from './SpeechSettingsPage';
export { OperatorsPage } from './OperatorsPage';
export { AuditPage } from './AuditPage';
