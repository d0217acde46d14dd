export * from './accounts';
export * from './notices';
export * from './datareport';
export * from './branding';
