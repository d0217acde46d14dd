export * from './accounts';
export * from './notices';
export * from './datareport';
export * from './branding';
export * from './verification';
export * from './licences';
export * from './media';
export * from './speech';
